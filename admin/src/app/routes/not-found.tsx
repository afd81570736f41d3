import { Link } from '@fundax/client';

/** Any path the console does not know (docs/product.md §2.5). */
export function Component() {
  return (
    <main id="main" className="container page">
      <title>Page not found · Fundax admin</title>
      <h1>Page not found</h1>
      <p>There is no admin page at this address. It may have moved, or the link has a typo.</p>
      <p>
        <Link to="/auth/dashboard">Go to the dashboard</Link>
      </p>
    </main>
  );
}
