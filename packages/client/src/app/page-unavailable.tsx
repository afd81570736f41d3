/**
 * What a route shows when its code could not be fetched: the connection dropped (a phone between
 * cells), or a new version of the app replaced the files the open page knows. The layout stays,
 * so the person can go elsewhere; reloading fetches the page again, at its latest version. A
 * rejected load would have taken the whole app off the screen instead (nothing above the pages
 * catches a render's error), and the first page of a visit would never have rendered.
 */
export function PageUnavailable() {
  return (
    <div className="page container" role="alert">
      {/* The page that had the document's title has gone with it. */}
      <title>This page did not load</title>
      <h1>This page did not load</h1>
      <p>Check your connection, then try again.</p>
      <button type="button" className="button" onClick={() => location.reload()}>
        Try again
      </button>
    </div>
  );
}
