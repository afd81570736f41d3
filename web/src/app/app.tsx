import { BrowserRouter, Route, Routes } from 'react-router';

import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<HomeRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </BrowserRouter>
  );
}
