// The shared React pieces of every app's pages (the client kit's UI). Styles: import
// @fundax/client/styles/tokens.css, base.css and ui.css once in the app's entry, then its own.
export * from './badge';
export * from './email-link-completion';
export * from './email-link-form';
export * from './email-verified-badge';
export * from './failure-notice';
export * from './field';
export * from './goal-progress';
export * from './google-sign-in-button';
export * from './load-error';
export * from './loaded';
export * from './loading';
export * from './locate-button';
export * from './modal-dialog';
export * from './notice';
export * from './page';
export * from './password-sign-in-form';
export * from './print-button';
export * from './proposal-answer';
export * from './reason-form';
export * from './review-actions';
export * from './sales-report-form';
export * from './settlement-statement';
export * from './share-event';
export * from './sign-out-button';
export * from './submit-button';
