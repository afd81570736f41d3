import { Link } from 'react-router';

export function NotFoundRoute() {
  return (
    <main>
      <h1>Page not found</h1>
      <p>
        We couldn&apos;t find that page. <Link to="/">Go to the home page</Link>.
      </p>
    </main>
  );
}
