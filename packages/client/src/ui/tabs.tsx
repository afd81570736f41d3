import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface TabItem {
  /** Stable id, unique within the tab list. */
  id: string;
  /** The tab's text, and the name of its panel. */
  label: string;
  /** What the tab shows when it is selected. */
  panel: ReactNode;
  /**
   * Called when someone reaches for the tab (pointer over it, keyboard focus on it) before
   * choosing it: the moment to start loading the code its panel needs.
   */
  onReach?: () => void;
}

/** Keys that move the selection along a horizontal tab list (WAI-ARIA's tabs pattern). */
const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * A horizontal tab list with one panel shown: the WAI-ARIA tabs pattern with automatic
 * activation. The selected tab is the list's only tab stop; the arrow keys, Home and End move
 * to another tab and show its panel. Only the selected panel is mounted, so a panel's form
 * starts afresh when its tab is chosen again.
 *
 * Written here rather than taken from a component library: react-aria-components' `Tabs`,
 * which the sign-in and sign-up pages used, was 30 KB gz of `/login`'s first load (its
 * collection and focus machinery), for what a few buttons and a key handler do. Like
 * `ModalDialog`, it adds next to nothing to the page that shows it.
 */
export function Tabs({
  label,
  tabs,
}: {
  /** The tab list's accessible name ("Sign in with"). */
  label: string;
  tabs: readonly TabItem[];
}) {
  const [selectedId, setSelectedId] = useState(tabs[0]?.id);
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const selected = tabs.find((tab) => tab.id === selectedId) ?? tabs[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = KEY_STEPS[event.key];
    const index = tabs.findIndex((tab) => tab.id === selected?.id);
    if (!step || index < 0) return;
    event.preventDefault();
    const next = tabs[step(index, tabs.length)]!;
    setSelectedId(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab) => {
          const isSelected = tab.id === selected?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              className="tabs__tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelectedId(tab.id)}
              onKeyDown={onKeyDown}
              onPointerEnter={tab.onReach}
              onFocus={tab.onReach}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {selected && (
        <div
          // Keyed by tab: panels of the same component type must not pass their state on.
          key={selected.id}
          role="tabpanel"
          id={panelId(selected.id)}
          aria-labelledby={tabId(selected.id)}
          className="tabs__panel"
        >
          {selected.panel}
        </div>
      )}
    </div>
  );
}
