export function HomeRoute() {
  return (
    <main>
      <h1>Raise money where your community already gathers</h1>
      <p>
        Fundax connects fundraisers with local businesses in Albuquerque and Rio Rancho. A partner
        business hosts a give-back event at its venue, and a share of the evening&apos;s sales goes
        to your cause.
      </p>
    </main>
  );
}
