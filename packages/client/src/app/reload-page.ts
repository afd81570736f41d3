/**
 * Loads the page again from the server. A module of its own so that tests can stand in for it:
 * jsdom's `location.reload` can be neither replaced nor spied on.
 */
export function reloadPage(): void {
  window.location.reload();
}
