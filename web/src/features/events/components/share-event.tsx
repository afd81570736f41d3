// The share button is shared with the mobile app: it lives in the client kit.
export { ShareEvent } from '@fundax/client/ui';
