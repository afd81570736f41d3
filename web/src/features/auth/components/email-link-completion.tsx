// Finishing an email-link sign-in is shared with the mobile app: it lives in the client kit.
export { EmailLinkCompletion } from '@fundax/client/ui';
