import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/Button';
import { describedBy } from '../../../components/fieldIds';
import { useTeamMembers, type TeamMember } from '../../../lib/resources/team';
import { mentionAt, mentionedIn, nameOf } from '../mentions';

interface CommentBoxProps {
  /** The text area's label (visible). */
  label: string;
  submitLabel: string;
  placeholder: string;
  busy: boolean;
  error?: string;
  onSubmit: (body: string, mentions: string[]) => Promise<unknown>;
  onCancel?: () => void;
  /** Focus the text area when it appears (a reply box opened by its button). */
  focusOnMount?: boolean;
}

/**
 * A comment's text area: typing "@" offers the team's members (arrow keys and Enter, or a
 * click); each one chosen is mentioned, and gets an e-mail when the comment is sent.
 */
export function CommentBox({ label, submitLabel, placeholder, busy, error, onSubmit, onCancel, focusOnMount }: CommentBoxProps) {
  const id = useId();
  const listId = `${id}-mentions`;
  const area = useRef<HTMLTextAreaElement>(null);
  const members = useTeamMembers();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<TeamMember[]>([]);
  const [typing, setTyping] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (focusOnMount) area.current?.focus();
  }, [focusOnMount]);
  // Where the caret goes once the text with a chosen mention is rendered (just after it).
  const caretAfter = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = caretAfter.current;
    if (at === null || !area.current) return;
    caretAfter.current = null;
    area.current.focus();
    area.current.setSelectionRange(at, at);
  }, [text]);

  const suggestions = useMemo(() => {
    if (!typing) return [];
    const q = typing.query.toLowerCase();
    return (members.data ?? [])
      .filter((m) => m.invite_accepted)
      .filter((m) => nameOf(m).toLowerCase().split(/\s+/).some((w) => w.startsWith(q)) || m.email.startsWith(q))
      .slice(0, 6);
  }, [typing, members.data]);
  const open = suggestions.length > 0;

  const follow = (value: string, caret: number) => {
    setTyping(mentionAt(value, caret));
    setActive(0);
  };

  const choose = (m: TeamMember) => {
    if (!typing) return;
    const caret = typing.start + 1 + typing.query.length;
    const inserted = `@${nameOf(m)} `;
    const value = text.slice(0, typing.start) + inserted + text.slice(caret);
    setText(value);
    setChosen((c) => (c.some((x) => x.id === m.id) ? c : [...c, m]));
    setTyping(null);
    caretAfter.current = typing.start + inserted.length;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => (a + 1) % suggestions.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (a - 1 + suggestions.length) % suggestions.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      choose(suggestions[active]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      setTyping(null);
    }
  };

  const hint = 'Type @ to mention a team member: they get an e-mail with a link here.';
  return (
    <form
      className="comment-box"
      onSubmit={(e) => {
        e.preventDefault();
        const body = text.trim();
        if (!body || busy) return;
        void onSubmit(body, mentionedIn(body, chosen)).then(() => {
          setText('');
          setChosen([]);
        }, () => undefined);
      }}
    >
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="comment-box__wrap">
        <textarea
          id={id}
          ref={area}
          className="input comment-box__text"
          rows={3}
          value={text}
          placeholder={placeholder}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          onChange={(e) => {
            setText(e.target.value);
            follow(e.target.value, e.target.selectionStart ?? e.target.value.length);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setTyping(null), 150)}
        />
        {open ? (
          <div className="comment-box__mentions" role="listbox" id={listId} aria-label="Team members to mention">
            {suggestions.map((m, i) => (
              <div
                key={m.id}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className={i === active ? 'is-active' : undefined}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(m);
                }}
              >
                <strong>{nameOf(m)}</strong> <span>{m.email}</span>
              </div>
            ))}
          </div>
        ) : null}
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
      <div className="comment-box__actions">
        {onCancel ? (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="sm" loading={busy} disabled={!text.trim()}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
