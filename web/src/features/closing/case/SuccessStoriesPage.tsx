/**
 * Success Story Highlights (spec file 3 §2 module 11, §4, §5, §9): up to three story boxes of at
 * most 263 words each, with counters, in the user's order, saved as one list (`POST
 * /success-stories`, autosaved one second after the last change whenever the list is valid, with
 * its version). A story never saved is removed at once; a saved one after a confirmation, by
 * `DELETE /success-stories/{id}`. Next checks the spec's four rules, then saves. Above the boxes,
 * the catalogue's guidance for the stories (`success_story_highlights`, a question that takes no
 * answer): the Instruction and Model Answer buttons every question page has.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { isApiError } from '../../../lib/api/client';
import { deleteStory, getStories, saveStories, useStories, type SuccessStories } from '../../../lib/resources/stories';
import { useStepValidator } from '../../../lib/stepValidation';
import { AUTOSAVE_MS, useAutosave } from '../../../lib/useAutosave';
import { AnswerField } from '../../../components/plan/AnswerField';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from '../../../components/icons';
import { SaveStatus } from '../../../components/plan/SaveStatus';
import { PP } from '../../../config/planPageMessages';
import { LoadFailed, LoadingData, OrganizationGate } from '../../../components/plan/PageStates';
import { CM } from './messages';
import { listError, MAX_STORIES, sameStories, savable, storyError, STORY_WORD_LIMIT, type StoryDraft } from './stories';
import './case.css';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { QuestionHead } from '../../../components/plan/QuestionHead';
import { useQuestions } from '../../../lib/resources/questions';

/** The catalogue's guidance for the stories: an instruction and a model story, no answer. */
const GUIDE_KEY = 'success_story_highlights';

export function SuccessStoriesPage() {
  return (
    <OrganizationGate>
      <StoriesLoader />
    </OrganizationGate>
  );
}

function StoriesLoader() {
  const stories = useStories();
  if (stories.error) return <Waiting failed onRetry={() => void stories.refetch()} />;
  if (!stories.data) return <Waiting />;
  return <StoriesForm initial={stories.data} />;
}

function Waiting({ failed = false, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  useStepValidator(() => 'invalid');
  return failed ? <LoadFailed message={CM.STORIES_LOAD_FAILED} onRetry={onRetry} /> : <LoadingData />;
}

/** The page's own keys for its story boxes (unique for the page's life). */
let lastKey = 0;
const newKey = () => `story-${++lastKey}`;

const fromServer = (list: SuccessStories, key: (i: number) => string): StoryDraft[] =>
  [...list.stories].sort((a, b) => a.order - b.order).map((s, i) => ({ key: key(i), id: s.id, text: s.user_story }));

function StoriesForm({ initial }: { initial: SuccessStories }) {
  const guide = useQuestions([GUIDE_KEY]).data?.[0];
  const [loaded] = useState(() => fromServer(initial, () => newKey()));
  // A plan without stories starts with one empty box.
  const [stories, setStories] = useState<StoryDraft[]>(() => (loaded.length > 0 ? loaded : [{ key: newKey(), id: null, text: '' }]));
  const version = useRef(initial.version);
  const [showErrors, setShowErrors] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [pending, setPending] = useState<StoryDraft | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  // The box just added takes the cursor.
  const focusKey = useRef<string | null>(null);

  const valid = savable(stories);
  const autosave = useAutosave<StoryDraft[]>({
    value: stories,
    saved: loaded,
    delay: AUTOSAVE_MS.answer,
    equals: sameStories,
    enabled: valid,
    save: async (value) => {
      const saved = await saveStories({
        stories: value.map((s, i) => ({ id: s.id, order: i + 1, user_story: s.text })),
        version: version.current,
      });
      version.current = saved.version;
      const ids = [...saved.stories].sort((a, b) => a.order - b.order).map((s) => s.id);
      const withIds = value.map((s, i) => ({ ...s, id: ids[i] ?? s.id }));
      // New stories get the ids the server gave them (matched by the page's key: the user may have typed on).
      setStories((current) =>
        current.map((s) => {
          const at = value.findIndex((v) => v.key === s.key);
          return at >= 0 && s.id === null ? { ...s, id: withIds[at].id } : s;
        }),
      );
      return withIds;
    },
  });

  const state = useRef({ stories, flush: autosave.flush });
  useEffect(() => {
    state.current = { stories, flush: autosave.flush };
  });

  useEffect(() => {
    if (focusKey.current === null) return;
    document.getElementById(focusKey.current)?.focus();
    focusKey.current = null;
  }, [stories.length]);

  const focusFirstInvalid = (list: readonly StoryDraft[]) => {
    const first = list.find((s) => storyError(s.text) !== null);
    if (first) {
      const node = document.getElementById(first.key);
      node?.scrollIntoView?.({ block: 'center' });
      node?.focus({ preventScroll: true });
    }
  };

  useStepValidator(async () => {
    const list = state.current.stories;
    setShowErrors(true);
    setBlocked(null);
    if (listError(list) !== null || list.some((s) => storyError(s.text) !== null)) {
      focusFirstInvalid(list);
      return 'invalid';
    }
    if (!(await state.current.flush())) {
      setBlocked(PP.ENSURE_SAVED);
      return 'invalid';
    }
    return 'valid';
  });

  const edit = (key: string, text: string) => setStories((list) => list.map((s) => (s.key === key ? { ...s, text } : s)));

  const add = () => {
    if (stories.length >= MAX_STORIES) return;
    const key = newKey();
    setStories((list) => [...list, { key, id: null, text: '' }]);
    focusKey.current = key;
  };

  // The order is the case document's: a story may move up or down; the moved one keeps the focus.
  const move = (key: string, by: -1 | 1) => {
    setStories((list) => {
      const at = list.findIndex((s) => s.key === key);
      const to = at + by;
      if (at < 0 || to < 0 || to >= list.length) return list;
      const next = [...list];
      [next[at], next[to]] = [next[to], next[at]];
      return next;
    });
  };

  const remove = (story: StoryDraft) => {
    setDeleteFailed(false);
    if (story.id === null) {
      setStories((list) => list.filter((s) => s.key !== story.key));
      return;
    }
    setPending(story);
  };

  const confirmDelete = async () => {
    const story = pending;
    if (!story?.id) return;
    setDeleting(true);
    try {
      // What is waiting is saved first, so the delete answers the newest version.
      if (savable(state.current.stories)) await state.current.flush();
      const left = await deleteStory(story.id);
      version.current = left.version;
      setStories((list) => list.filter((s) => s.key !== story.key));
      // The server's list is the last saved one now (only ids and texts are compared).
      autosave.reset([...left.stories].sort((a, b) => a.order - b.order).map((s) => ({ key: s.id, id: s.id, text: s.user_story })));
      setPending(null);
    } catch (e) {
      if (isApiError(e) && e.status === 404) {
        // Already gone on the server: gone here too.
        setStories((list) => list.filter((s) => s.key !== story.key));
        setPending(null);
      } else {
        setDeleteFailed(true);
        setPending(null);
      }
    } finally {
      setDeleting(false);
    }
  };

  // A save refused with 409: Reload shows the stories saved meanwhile.
  const reload = async () => {
    try {
      const server = await getStories();
      const fresh = fromServer(server, () => newKey());
      version.current = server.version;
      setStories(fresh.length > 0 ? fresh : [{ key: newKey(), id: null, text: '' }]);
      autosave.reset(fresh);
    } catch {
      // still stale: the conflict message and Reload stay
    }
  };

  const pageError = showErrors ? listError(stories) : null;
  const saveError =
    isApiError(autosave.error) && (autosave.error.status === 422 || autosave.error.status === 404)
      ? autosave.error.message
      : CM.SAVE_STORIES_FAILED;

  return (
    <div className="qpage stories">
      {guide ? <QuestionHead question={guide} /> : null}
      <p className="stories__lead">{CM.STORIES_LEAD}</p>
      {stories.length === 0 ? <p className="stories__empty">{CM.NO_STORIES}</p> : null}
      <ol className="stories__list">
        {stories.map((s, i) => (
          <li key={s.key} className="story">
            <AnswerField
              id={s.key}
              label={CM.STORY_LABEL(i + 1)}
              value={s.text}
              onChange={(text) => edit(s.key, text)}
              placeholder={CM.STORY_PLACEHOLDER}
              wordLimit={STORY_WORD_LIMIT}
              error={showErrors ? storyError(s.text) : null}
              rows={6}
            />
            <div className="story__tools">
              {stories.length > 1 ? (
                <>
                  <button
                    type="button"
                    className="story__tool"
                    aria-label={CM.MOVE_STORY_UP(i + 1)}
                    disabled={i === 0}
                    onClick={() => move(s.key, -1)}
                  >
                    <ArrowUpIcon />
                  </button>
                  <button
                    type="button"
                    className="story__tool"
                    aria-label={CM.MOVE_STORY_DOWN(i + 1)}
                    disabled={i === stories.length - 1}
                    onClick={() => move(s.key, 1)}
                  >
                    <ArrowDownIcon />
                  </button>
                </>
              ) : null}
              <button type="button" className="story__tool story__tool--delete" aria-label={CM.DELETE_STORY(i + 1)} onClick={() => remove(s)}>
                <TrashIcon width={18} height={18} />
              </button>
            </div>
          </li>
        ))}
      </ol>
      <div className="stories__actions">
        <Button variant="secondary" icon={<PlusIcon width={16} height={16} />} onClick={add} disabled={stories.length >= MAX_STORIES}>
          {CM.ADD_STORY}
        </Button>
        <span className="stories__hint">{CM.STORIES_MAX_HINT}</span>
      </div>
      <SaveStatus
        status={autosave.status}
        errorMessage={saveError}
        conflictMessage={isApiError(autosave.error) ? autosave.error.message : undefined}
        onReload={() => void reload()}
      />
      {deleteFailed ? (
        <Alert tone="error" className="qpage__notice" onClose={() => setDeleteFailed(false)}>
          {CM.DELETE_STORY_FAILED}
        </Alert>
      ) : null}
      {pageError ? (
        <Alert tone="error" className="qpage__blocked">
          {pageError}
        </Alert>
      ) : null}
      {blocked ? (
        <Alert tone="error" className="qpage__blocked">
          {blocked}
        </Alert>
      ) : null}
      <ConfirmDeleteDialog
        open={pending !== null}
        title={CM.DELETE_STORY_TITLE}
        question={CM.DELETE_STORY_QUESTION}
        cancelLabel={PP.CANCEL}
        deleteLabel={PP.DELETE}
        deleting={deleting}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
