import { BrowserRouter, Route, Routes } from 'react-router';

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route
          path="/"
          element={
            <main>
              <h1>Fundax Admin</h1>
              <p>Sign in with an administrator account to review events, venues and payouts.</p>
            </main>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
