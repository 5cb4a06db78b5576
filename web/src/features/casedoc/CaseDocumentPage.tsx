/**
 * The case for support document (spec file 3 §2 "Case-for-support document screen"; issue 9 §2;
 * contract "Web"): a desktop screen with the toolbar (colours, font, Instructions, Download, Next),
 * a column of page thumbnails and the A4 preview drawn from `GET /case-statements` (its layout's
 * pages, in order). Clicking a text opens its editor (document overrides on the server); pointing
 * at a picture offers Replace, Crop and Delete. The PDF and Word files come from the document
 * pipeline, so they show the same pages as the preview.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { ArrowRightIcon, InfoIcon } from '../../components/icons';
import { Overlay } from '../../components/Overlay';
import { PageLoader } from '../../components/Spinner';
import { isApiError } from '../../lib/api/client';
import { checkImageFile } from '../../lib/images';
import { usePrefersReducedMotion } from '../../lib/motion';
import {
  CASE_DOCUMENT_KINDS,
  caseKeys,
  removeCaseImage,
  resetOverride,
  saveOverride,
  uploadCaseImage,
  useCaseStatement,
  type CaseStatement,
  type CaseStatementData,
  type SlotText,
} from '../../lib/resources/casedoc';
import type { DocumentKind } from '../../lib/resources/documents';
import { navKeys, saveNavStatus } from '../../lib/resources/navigation';
import { sectionPath } from '../../lib/sections';
import { useStepValidator, type StepVerdict } from '../../lib/stepValidation';
import { useDocumentDownload } from '../../components/documents';
import { DocumentContext, type DocumentView, type EditorActions } from './context';
import { BODY_CONTRAST, contrastRatio, HEADINGS_CONTRAST } from './contrast';
import { CropDialog, type CropTarget } from './CropDialog';
import { DocumentPage } from './DocumentPages';
import { DownloadMenu, type DownloadChoice } from './DownloadMenu';
import { FIXED_FONTS, fontStack, loadFont, ORGANIZATION_FONTS } from './fonts';
import { frameOf, type ShownImage } from './images';
import { InstructionsDialog } from './InstructionsDialog';
import { instructionsSeen, rememberInstructionsSeen } from './instructionsSeen';
import { DM } from './messages';
import { pageId, slotLabel } from './slots';
import { TextEditorDialog } from './TextEditorDialog';
import { useIsDesktop } from './useDesktop';
import { useDocumentStyle, type DocumentStyle } from './useDocumentStyle';
import { AM } from '../../config/appMessages';
import './casedoc.css';

/** This screen's route, and where Next leads (spec §2). */
const CASE_DOCUMENT_PATH = sectionPath('case.document');
const AFTER_CASE_DOCUMENT = sectionPath('pyramid.overview');
/** Spec §2: Next also completes the module 11 case-for-support page (section 10). */
const CASE_FOR_SUPPORT_PAGE = sectionPath('case.talking');

export function CaseDocumentPage() {
  const desktop = useIsDesktop();
  // The editor stays mounted while the window is narrow (hidden), so a resize, or a browser
  // measuring the page, never loses an open dialog or a text being edited.
  return (
    <>
      {desktop ? null : (
        <div className="cd-small" role="note">
          <InfoIcon width={22} height={22} aria-hidden="true" />
          <p>{DM.DESKTOP_ONLY}</p>
        </div>
      )}
      <div hidden={!desktop}>
        <CaseDocument visible={desktop} />
      </div>
    </>
  );
}

/**
 * Marks the document and the module 11 case-for-support page complete and opens the Gift Pyramid
 * (POST /steps-nav-status: statuses only go up, and routes not sent are kept).
 */
function useComplete() {
  const client = useQueryClient();
  return useCallback(async () => {
    const answer = await saveNavStatus({
      steps_nav_status: { [CASE_DOCUMENT_PATH]: 1, [CASE_FOR_SUPPORT_PAGE]: 1, [AFTER_CASE_DOCUMENT]: 0 },
      current_route: CASE_DOCUMENT_PATH,
    });
    void client.invalidateQueries({ queryKey: navKeys.status });
    return answer;
  }, [client]);
}

function CaseDocument({ visible }: { visible: boolean }) {
  const query = useCaseStatement();
  const data = query.data?.data;
  if (query.error && !data) {
    return (
      <Alert tone="error" title={DM.LOAD_FAILED}>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {DM.TRY_AGAIN}
        </Button>
      </Alert>
    );
  }
  if (!data) return <PageLoader message={DM.LOADING} />;
  return <Editor data={data} visible={visible} />;
}

type ImageJob = { order: number } | null;

function Editor({ data, visible }: { data: CaseStatementData; visible: boolean }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const reduced = usePrefersReducedMotion();
  const { style, change, error: styleError, clearError: clearStyleError } = useDocumentStyle(data.organization);
  const { download, overlay, busy: downloading } = useDocumentDownload();
  const complete = useComplete();

  const [instructions, setInstructions] = useState(() => !instructionsSeen());
  const [editing, setEditing] = useState<string | null>(null);
  const [crop, setCrop] = useState<(CropTarget & { image: ShownImage }) | null>(null);
  const [removing, setRemoving] = useState<ShownImage | null>(null);
  const [job, setJob] = useState<ImageJob>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [nextError, setNextError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [current, setCurrent] = useState(1);
  const file = useRef<HTMLInputElement>(null);
  const replacing = useRef<ShownImage | null>(null);
  const preview = useRef<HTMLDivElement>(null);

  // The instructions open by themselves once (spec §2), remembered in this browser; on a
  // desktop-sized window only, where the editor is shown.
  const showInstructions = instructions && visible;
  useEffect(() => {
    if (showInstructions) rememberInstructionsSeen();
  }, [showInstructions]);

  useEffect(() => loadFont(style.font), [style.font]);

  // The footer's Next (the plan's step container) completes the module 11 page as well.
  useStepValidator(async (): Promise<StepVerdict> => {
    try {
      await complete();
    } catch (e) {
      console.warn('the case for support page was not marked complete', e);
    }
    return 'valid';
  });

  const reload = useCallback(() => client.invalidateQueries({ queryKey: caseKeys.statement }), [client]);

  // --- texts ---------------------------------------------------------------------
  const storeSlot = useCallback(
    (slot: SlotText) => {
      client.setQueryData<CaseStatement>(caseKeys.statement, (doc) =>
        doc ? { data: { ...doc.data, texts: { ...doc.data.texts, [slot.key]: slot } } } : doc,
      );
      // The summary's length decides the continuation page: the layout comes back with the document.
      void reload();
    },
    [client, reload],
  );

  // --- images --------------------------------------------------------------------
  const runImageJob = useCallback(
    async (order: number, work: () => Promise<unknown>) => {
      setImageError(null);
      setJob({ order });
      try {
        await work();
        await reload();
      } catch (e) {
        setImageError(isApiError(e) && e.status >= 400 && e.status < 500 && e.status !== 401 ? e.message : DM.IMAGE_FAILED);
      } finally {
        setJob(null);
      }
    },
    [reload],
  );

  const onFile = (chosen: File | undefined) => {
    const target = replacing.current;
    replacing.current = null;
    if (file.current) file.current.value = '';
    if (!chosen || !target) return;
    const problem = checkImageFile(chosen);
    if (problem) {
      setImageError(problem);
      return;
    }
    void runImageJob(target.order, () =>
      uploadCaseImage({ order: target.order, image: chosen, fileName: chosen.name, id: target.stored?.id }),
    );
  };

  const actions: EditorActions = {
    editText: (slot) => setEditing(slot),
    replaceImage: (image) => {
      replacing.current = image;
      file.current?.click();
    },
    cropImage: (image) => {
      if (image.url) setCrop({ url: image.url, alt: image.alt, aspect: frameOf(image.order), image });
    },
    deleteImage: (image) => setRemoving(image),
    busyOrder: job?.order ?? null,
  };

  // --- pages and thumbnails --------------------------------------------------------
  const pages = data.layout.pages;
  const colours = useMemo(
    () => ({ background: style.background, headings: style.headings, body: style.body }),
    [style.background, style.headings, style.body],
  );
  const view: DocumentView = { data, actions, colours };
  const thumbs: DocumentView = useMemo(() => ({ data, actions: null, colours }), [data, colours]);

  const goTo = (n: number) => {
    const target = document.getElementById(pageId(n));
    if (!target) return;
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
    setCurrent(n);
  };

  // The thumbnail of the page most in view is marked current while scrolling.
  useEffect(() => {
    const root = preview.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const seen = new Map<number, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) seen.set(Number((e.target as HTMLElement).dataset.page), e.intersectionRatio);
        let best = 0;
        let ratio = 0;
        for (const [n, r] of seen) if (r > ratio) [best, ratio] = [n, r];
        if (best) setCurrent(best);
      },
      { threshold: [0, 0.25, 0.5, 0.75, 1] },
    );
    root.querySelectorAll<HTMLElement>('.cd-page[data-page]').forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [pages]);

  // --- toolbar -------------------------------------------------------------------
  const onDownload = (choice: DownloadChoice) => {
    // The pipeline's kinds for this document (contract); the generated kind list gains them with the API.
    const kind: DocumentKind = CASE_DOCUMENT_KINDS[choice === 'pdf' ? 'pdf' : 'word'];
    void download(kind);
  };

  const onNext = async () => {
    setNextError(null);
    setFinishing(true);
    try {
      await complete();
      navigate(AFTER_CASE_DOCUMENT, { state: { via: 'next' } });
    } catch (e) {
      setNextError(isApiError(e) && e.isNetworkError ? AM.CHECK_CONNECTION : e instanceof Error ? e.message : String(e));
      setFinishing(false);
    }
  };

  const vars = themeOf(style);
  const contrastNotes = [
    ['Body text', style.body, BODY_CONTRAST] as const,
    ['Headings', style.headings, HEADINGS_CONTRAST] as const,
  ].flatMap(([what, colour, needed]) => {
    const ratio = contrastRatio(colour, style.background);
    return ratio < needed ? [DM.LOW_CONTRAST(what, ratio.toFixed(1), needed)] : [];
  });
  const editingSlot = editing ? data.texts[editing] : undefined;

  return (
    <div className="casedoc" style={vars}>
      <div className="cd-bar">
        <div className="cd-toolbar" role="group" aria-label={DM.TOOLS}>
          <div className="cd-toolbar__style">
            <fieldset className="cd-colours">
              <legend className="visually-hidden">Colours</legend>
              <ColourInput label={DM.BACKGROUND} value={style.background} onChange={(v) => change({ background: v })} />
              <ColourInput label={DM.HEADINGS} value={style.headings} onChange={(v) => change({ headings: v })} />
              <ColourInput label={DM.BODY} value={style.body} onChange={(v) => change({ body: v })} />
            </fieldset>
            <label className="cd-font">
              <span className="cd-tool-label">{DM.FONT}</span>
              <select className="input cd-font__select" value={style.font} onChange={(e) => change({ font: e.target.value })}>
                <optgroup label={DM.ORGANIZATION_FONTS}>
                  {ORGANIZATION_FONTS.map((f) => (
                    <option key={f.name} value={f.name}>
                      {f.name}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={DM.STANDARD_FONTS}>
                  {FIXED_FONTS.map((f) => (
                    <option key={f} value={f}>
                      {f}
                    </option>
                  ))}
                </optgroup>
              </select>
            </label>
          </div>
          <div className="cd-toolbar__actions">
            <Button variant="ghost" onClick={() => setInstructions(true)}>
              {DM.INSTRUCTIONS}
            </Button>
            <DownloadMenu busy={downloading} onChoose={onDownload} />
            <Button onClick={() => void onNext()} loading={finishing} icon={<ArrowRightIcon width={16} height={16} />} iconAfter>
              {DM.NEXT}
            </Button>
          </div>
        </div>
        {contrastNotes.length ? (
          <div className="cd-contrast" role="status">
            {contrastNotes.map((note) => (
              <p key={note}>{note}</p>
            ))}
          </div>
        ) : null}
        {styleError ? (
          <Alert tone="error" title={DM.STYLE_NOT_SAVED} onClose={clearStyleError} className="cd-bar__alert">
            {styleError}
          </Alert>
        ) : null}
        {imageError ? (
          <Alert tone="error" title={DM.IMAGE_ERROR_TITLE} onClose={() => setImageError(null)} className="cd-bar__alert">
            {imageError}
          </Alert>
        ) : null}
        {nextError ? (
          <Alert tone="error" title={DM.PROGRESS_NOT_SAVED} onClose={() => setNextError(null)} className="cd-bar__alert">
            {nextError}
          </Alert>
        ) : null}
      </div>

      <div className="cd-body">
        <nav className="cd-thumbs" aria-label={DM.PAGES}>
          <DocumentContext value={thumbs}>
            <ol className="cd-thumbs__list">
              {pages.map((p) => (
                <li key={p.number}>
                  {/* Named by its words ("Page 3: …"), not by an aria-label; the miniature is hidden. */}
                  <button
                    type="button"
                    className="cd-thumb"
                    aria-current={current === p.number ? 'true' : undefined}
                    onClick={() => goTo(p.number)}
                  >
                    <span className="cd-thumb__page">
                      <DocumentPage page={p} total={pages.length} thumbnail />
                    </span>
                    <span className="cd-thumb__number" aria-hidden="true">
                      {p.number}
                    </span>
                    <span className="visually-hidden">{DM.THUMB_NAME(p.number, p.title)}</span>
                  </button>
                </li>
              ))}
            </ol>
          </DocumentContext>
        </nav>

        <div className="cd-preview" ref={preview} role="region" aria-label={DM.PREVIEW}>
          <DocumentContext value={view}>
            {pages.map((p) => (
              <DocumentPage key={p.number} page={p} total={pages.length} />
            ))}
          </DocumentContext>
        </div>
      </div>

      <input
        ref={file}
        type="file"
        accept="image/png,image/jpeg"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={DM.CHOOSE_IMAGE}
        onChange={(e) => onFile(e.target.files?.[0])}
      />

      {showInstructions ? <InstructionsDialog onClose={() => setInstructions(false)} /> : null}

      {editing && editingSlot ? (
        <TextEditorDialog
          key={editing}
          name={slotLabel(editing, data)}
          slot={editingSlot}
          onClose={() => setEditing(null)}
          onSave={async (text) => storeSlot(await saveOverride(editing, text))}
          onReset={async () => storeSlot(await resetOverride(editing))}
        />
      ) : null}

      {crop ? (
        <CropDialog
          target={crop}
          onCancel={() => setCrop(null)}
          onCrop={(png) => {
            const { image } = crop;
            setCrop(null);
            void runImageJob(image.order, () =>
              uploadCaseImage({ order: image.order, image: png, fileName: `picture-${image.order}.png`, id: image.stored?.id }),
            );
          }}
        />
      ) : null}

      <ConfirmDeleteDialog
        open={!!removing}
        title={DM.DELETE_TITLE}
        question={DM.DELETE_QUESTION}
        cancelLabel={DM.CANCEL}
        deleteLabel={DM.DELETE}
        deleting={false}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const target = removing;
          setRemoving(null);
          if (target?.stored) {
            const id = target.stored.id;
            void runImageJob(target.order, () => removeCaseImage(id));
          }
        }}
      />

      {job ? <Overlay message={DM.WORKING} /> : null}
      {overlay}
    </div>
  );
}

/** The organization's colours and font as the preview's custom properties. */
function themeOf(style: DocumentStyle): CSSProperties {
  return {
    '--cd-background': style.background,
    '--cd-headings': style.headings,
    '--cd-body': style.body,
    '--cd-font': fontStack(style.font),
  } as CSSProperties;
}

function ColourInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="cd-colour">
      <input type="color" className="cd-colour__input" value={value} onChange={(e) => onChange(e.target.value.toLowerCase())} />
      <span className="cd-tool-label">{label}</span>
    </label>
  );
}
