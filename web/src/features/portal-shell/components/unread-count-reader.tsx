import { useUnreadCount } from '@fundax/client/notifications/use-inbox';

/**
 * Reads the bell's count (when the portal opens, when the tab comes back, every minute) and
 * shows nothing: the menu and the bell show the count from the store. Its own chunk, loaded
 * after the frame, so the inbox's reads and thunks are not in the portal's first JavaScript.
 */
export default function UnreadCountReader() {
  useUnreadCount();
  return null;
}
