export function App() {
  return (
    <main>
      <h1>Fundax</h1>
      <p>Your dashboard</p>
    </main>
  );
}
