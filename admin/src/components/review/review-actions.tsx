// Approve / reject with a reason is shared with the mobile app's review queue: it lives in the
// client kit.
export { ReviewActions } from '@fundax/client/ui';
