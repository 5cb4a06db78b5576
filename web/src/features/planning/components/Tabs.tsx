import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CheckIcon } from '../../../components/icons';
import './tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** The tab's text for assistive technology when the label is not plain text. */
  name?: string;
  /** Shown on the tab once known: a check mark for a completed tab, a dot for one that needs attention. */
  state?: 'valid' | 'invalid';
  panel: ReactNode;
}

interface TabsProps {
  /** Names the tab list. */
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  /** Each new value moves the focus into the selected panel (after Next opened it). */
  focusRequest?: number;
  className?: string;
}

/**
 * Tabs with every panel kept mounted (hidden when not selected), so what is typed, its autosave
 * and its checks live on while another tab is shown. Keyboard as the ARIA pattern: Left and Right
 * move between tabs and select them, Home and End jump to the first and last.
 */
export function Tabs({ label, tabs, selected, onSelect, focusRequest, className }: TabsProps) {
  const base = useId();
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = (id: string) => `${base}-panel-${id}`;

  // Only a new focus request moves the focus, not a change of tab by the user.
  const selectedPanel = useRef('');
  useEffect(() => {
    selectedPanel.current = panelId(selected);
  });
  useEffect(() => {
    if (focusRequest) document.getElementById(selectedPanel.current)?.focus();
  }, [focusRequest]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((t) => t.id === selected);
    let next = -1;
    if (e.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (e.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    e.preventDefault();
    onSelect(tabs[next].id);
    document.getElementById(tabId(tabs[next].id))?.focus();
  };

  return (
    <div className={`tabs ${className ?? ''}`}>
      <div className="tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              className={`tabs__tab ${active ? 'tabs__tab--active' : ''} ${tab.state ? `tabs__tab--${tab.state}` : ''}`}
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
            >
              <span className="tabs__label">{tab.label}</span>
              {tab.state === 'valid' ? (
                <>
                  <CheckIcon width={14} height={14} className="tabs__check" />
                  <span className="visually-hidden">, complete</span>
                </>
              ) : tab.state === 'invalid' ? (
                <>
                  <span className="tabs__dot" aria-hidden="true" />
                  <span className="visually-hidden">, needs attention</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          className="tabs__panel"
          hidden={tab.id !== selected}
          tabIndex={-1}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
