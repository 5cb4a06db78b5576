/**
 * Fundraising Talking Points (spec file 3 §2 module 11, §9; DECISIONS "Talking points"): the
 * read-only numbered script of `GET /pitch-training`, twelve points built from the plan on the
 * server (Recognition Range only when the stewardship chart gives one), then the pitch (the ask with
 * an amount from the gift chart, one story, one figure, five objections), and the Talking Points
 * PDF through the document pipeline. "Failed to load pitch training data. Please try refreshing
 * the page." when it cannot be read.
 */
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { DownloadIcon } from '../../../components/icons';
import { usePitchTraining, type PitchScript } from '../../../lib/resources/pitch';
import { ShareWithFunder, useDocumentDownload } from '../../../components/documents';
import { LoadFailed, LoadingData, OrganizationGate } from '../../../components/plan/PageStates';
import { CM } from './messages';
import './case.css';

export function TalkingPointsPage() {
  return (
    <OrganizationGate>
      <TalkingPoints />
    </OrganizationGate>
  );
}

function TalkingPoints() {
  const pitch = usePitchTraining();
  const documents = useDocumentDownload();
  const { download, overlay, busy } = documents;

  if (pitch.error) return <LoadFailed message={CM.PITCH_LOAD_FAILED} onRetry={() => void pitch.refetch()} />;
  if (!pitch.data) return <LoadingData />;
  const points = [...pitch.data.data.talking_points].sort((a, b) => a.number - b.number);

  return (
    <div className="qpage points">
      <div className="points__head">
        <p className="points__lead">{CM.TALKING_POINTS_LEAD}</p>
        {points.length > 0 ? (
          <Button variant="secondary" icon={<DownloadIcon width={16} height={16} />} disabled={busy} onClick={() => void download('talking_points')}>
            {CM.DOWNLOAD_TALKING_POINTS}
          </Button>
        ) : null}
        {points.length > 0 ? <ShareWithFunder kind="talking_points" documents={documents} /> : null}
      </div>
      {points.length === 0 ? (
        <p className="stories__empty">{CM.NO_TALKING_POINTS}</p>
      ) : (
        <ol className="points__list">
          {points.map((p) => (
            <li key={p.number} className="point">
              <span className="point__number" aria-hidden="true">
                {p.number}
              </span>
              <div>
                <h3 className="point__title">{p.title}</h3>
                <p className="point__text">{p.text}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {points.length > 0 ? <Pitch script={pitch.data.data.pitch} /> : null}
      {overlay}
    </div>
  );
}

/** The pitch after the points: the ask with an amount from the gift chart, one story, one figure and the five objections. */
function Pitch({ script }: { script: PitchScript }) {
  return (
    <div className="pitch">
      <Part id="pitch-ask" title={CM.PITCH_ASK}>
        <p>{script.ask}</p>
      </Part>
      <Part id="pitch-story" title={CM.PITCH_STORY}>
        {script.has_story ? (
          <blockquote className="pitch__story">
            {script.story.split(/\n\s*\n/).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </blockquote>
        ) : (
          <p className="pitch__hint">{script.story}</p>
        )}
      </Part>
      <Part id="pitch-impact" title={CM.PITCH_IMPACT}>
        <p>{script.impact}</p>
      </Part>
      <Part id="pitch-objections" title={CM.PITCH_OBJECTIONS}>
        <dl className="pitch__objections">
          {script.objections.map((o) => (
            <div key={o.question}>
              <dt>{`\u201c${o.question}\u201d`}</dt>
              <dd>{o.answer}</dd>
            </div>
          ))}
        </dl>
      </Part>
    </div>
  );
}

/** One part of the pitch: a region named by its heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="pitch__part" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
