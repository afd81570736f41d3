import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Link, NavLink, isActivePath } from './link';

// Counted, to tell when a link renders (it reads the location each time it does).
vi.mock('react-router', async (importOriginal) => {
  const actual = await importOriginal<{ useLocation: typeof useLocation }>();
  return { ...actual, useLocation: vi.fn(actual.useLocation) };
});

/** Where the router is, as the page would read it. */
function Here() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <output data-testid="here">
      {`${type} ${location.pathname}${location.search}${location.hash} ${JSON.stringify(location.state ?? null)}`}
    </output>
  );
}

function mount(links: React.ReactNode, at = '/events?city=boise') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      {links}
      <Here />
    </MemoryRouter>,
  );
}

const here = () => screen.getByTestId('here').textContent;

afterEach(cleanup);

describe('Link', () => {
  it('points at a path, or at a query or fragment of the page it is on', () => {
    mount(
      <>
        <Link to="/partners/p1">Partner</Link>
        <Link to="?city=denver">Denver</Link>
        <Link to="#map">Map</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Partner' }).getAttribute('href')).toBe('/partners/p1');
    expect(screen.getByRole('link', { name: 'Denver' }).getAttribute('href')).toBe(
      '/events?city=denver',
    );
    expect(screen.getByRole('link', { name: 'Map' }).getAttribute('href')).toBe(
      '/events?city=boise#map',
    );
  });

  it('follows a plain click in the router, with its state, adding a history entry', () => {
    mount(
      <Link to="/partners/p1" state={{ from: 'list' }}>
        Partner
      </Link>,
    );
    const click = fireEvent.click(screen.getByRole('link', { name: 'Partner' }), { button: 0 });
    expect(click).toBe(false); // the browser's own navigation was prevented
    expect(here()).toBe('PUSH /partners/p1 {"from":"list"}');
  });

  it('replaces the entry when asked, and for a link to the page already shown', () => {
    mount(
      <>
        <Link to="/events?city=boise">Same page</Link>
        <Link to="/partners" replace>
          Partners
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Same page' }));
    expect(here()).toBe('REPLACE /events?city=boise null');
    fireEvent.click(screen.getByRole('link', { name: 'Partners' }));
    expect(here()).toBe('REPLACE /partners null');
  });

  it.each([
    ['a modifier key', { ctrlKey: true }],
    ['the middle button', { button: 1 }],
    ['shift (a new window)', { shiftKey: true }],
  ])('leaves a click with %s to the browser', (_, init) => {
    mount(<Link to="/partners">Partners</Link>);
    const followed = fireEvent.click(screen.getByRole('link', { name: 'Partners' }), init);
    expect(followed).toBe(true);
    expect(here()).toBe('POP /events?city=boise null');
  });

  it('leaves a link for another window to the browser', () => {
    mount(
      <Link to="/partners" target="_blank" rel="noreferrer">
        Partners
      </Link>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Partners' }))).toBe(true);
    expect(here()).toBe('POP /events?city=boise null');
  });

  it("runs the page's own onClick first, and stays put when it prevents the default", () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    mount(
      <Link to="/partners" onClick={onClick}>
        Partners
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Partners' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(here()).toBe('POP /events?city=boise null');
  });
  it('renders again with its props or the location, not each time the part around it does', () => {
    function Around() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            {`Again ${count}`}
          </button>
          <Link to="/partners">Partners</Link>
        </>
      );
    }
    mount(<Around />);
    const renders = () => vi.mocked(useLocation).mock.calls.length;
    const before = renders();
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('Again 1');
    expect(renders()).toBe(before);
    fireEvent.click(screen.getByRole('link', { name: 'Partners' }));
    expect(here()).toContain('/partners');
    expect(renders()).toBeGreaterThan(before);
  });
});

describe('NavLink', () => {
  it('marks the link to the page shown, and to the section it is in', () => {
    mount(
      <nav>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/events" className="nav-item">
          Events
        </NavLink>
        <NavLink to="/partners">Partners</NavLink>
      </nav>,
      '/events/e1',
    );
    const events = screen.getByRole('link', { name: 'Events' });
    expect(events.className).toBe('nav-item active');
    expect(events.getAttribute('aria-current')).toBe('page');
    for (const name of ['Home', 'Partners']) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('aria-current')).toBeNull();
      expect(link.className).toBe('');
    }
  });
});

describe('isActivePath', () => {
  it.each([
    ['/events', '/events', true],
    ['/events', '/Events/e1', true],
    ['/events?when=soon', '/events', true],
    ['/events', '/events-archive', false],
    ['/', '/', true],
    ['/', '/events', false],
  ])('%s on %s: %s', (to, pathname, active) => {
    expect(isActivePath(to, pathname)).toBe(active);
  });
});
