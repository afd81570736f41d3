// The email-link form is shared with the mobile app: it lives in the client kit.
export { EmailLinkForm } from '@fundax/client/ui';
