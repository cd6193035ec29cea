import { Link } from 'react-router-dom';

export function RouteError() {
  return (
    <main className="page narrow" id="main">
      <h1>Something went wrong</h1>
      <p>This page could not be loaded. Check your connection and try again.</p>
      <p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>{' '}
        <Link to="/">Go to the home page</Link>
      </p>
    </main>
  );
}
