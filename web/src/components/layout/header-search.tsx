import { SEARCH_QUERY_MAX_LENGTH } from '@fundax/core';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { searchPath } from '../../utils/public-paths';

function SearchIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="18" height="18">
      <circle cx="8.5" cy="8.5" r="5.75" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's search box: it only navigates to /search?q=…, so the header carries no search
 * code (the results page loads it). On a wide screen the field is always there; on a phone a
 * Search button opens it (and puts the cursor in it), Escape closes it and returns to the
 * button. On the results page it shows the words searched for.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const searched = pathname === '/search' ? (new URLSearchParams(search).get('q') ?? '') : '';
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    // Only after the person opened it: never steal focus on a page's first render.
    if (open) field.current?.focus();
    else if (opened.current) toggle.current?.focus();
    opened.current = open;
  }, [open]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = field.current?.value.trim() ?? '';
    if (query === '') {
      field.current?.focus();
      return;
    }
    // Closing by searching: a new page takes focus with its heading; on the results page
    // already (it stays), focus goes back to the Search button.
    opened.current = pathname === '/search';
    setOpen(false);
    void navigate(searchPath(query));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="site-header__toggle site-header__search-toggle"
        aria-expanded={open}
        aria-controls="site-search"
        onClick={() => setOpen((value) => !value)}
      >
        <SearchIcon /> Search
      </button>
      <form
        id="site-search"
        role="search"
        aria-label="Site"
        className="header-search"
        data-open={open}
        onSubmit={submit}
      >
        <label htmlFor="site-search-q" className="visually-hidden">
          Search events, venues and fundraisers
        </label>
        <input
          ref={field}
          key={searched}
          id="site-search-q"
          name="q"
          type="search"
          defaultValue={searched}
          placeholder="Search events, venues…"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="header-search__submit" onKeyDown={onKeyDown}>
          <SearchIcon />
          <span className="visually-hidden">Submit search</span>
        </button>
      </form>
    </>
  );
}
