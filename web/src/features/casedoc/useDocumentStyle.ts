/**
 * The document's colours and font (spec §2 toolbar, §7 "POST /organizations sends
 * background_color, headings_color, body_color, font_family, whenever any of the four changes",
 * §9 defaults). A change restyles the preview at once; the four values are saved together half a
 * second after the last change (a colour picker sends a change per movement). A refused save
 * brings the saved style back and says why.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/api/client';
import { caseKeys, type CaseOrganization, type CaseStatement } from '../../lib/resources/casedoc';
import { saveOrganization, storeOrganization } from '../../lib/resources/organization';
import { isHexColor } from '../../lib/validation';
import { fontName, fontValue } from './fonts';
import { AM } from '../../config/appMessages';

export interface DocumentStyle {
  background: string;
  headings: string;
  body: string;
  /** A name of the font select. */
  font: string;
}

/** Spec §9: the document's default colours and font. */
export const DEFAULT_STYLE: DocumentStyle = { background: '#f4ede2', headings: '#8c2104', body: '#301d17', font: 'Montserrat' };

export const SAVE_DELAY_MS = 500;

const colour = (value: string, fallback: string) => (isHexColor(value) ? value.toLowerCase() : fallback);

/** The style the organization has (the defaults for anything missing or malformed). */
export function styleOf(org: CaseOrganization): DocumentStyle {
  return {
    background: colour(org.background_color, DEFAULT_STYLE.background),
    headings: colour(org.headings_color, DEFAULT_STYLE.headings),
    body: colour(org.body_color, DEFAULT_STYLE.body),
    font: fontName(org.font_family),
  };
}

export function useDocumentStyle(org: CaseOrganization | undefined) {
  const client = useQueryClient();
  const saved = org ? styleOf(org) : DEFAULT_STYLE;
  const [draft, setDraft] = useState<DocumentStyle | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef<DocumentStyle | null>(null);

  const flush = useCallback(async () => {
    const style = latest.current;
    if (!style) return;
    const form = new FormData();
    form.set('background_color', style.background.toUpperCase());
    form.set('headings_color', style.headings.toUpperCase());
    form.set('body_color', style.body.toUpperCase());
    form.set('font_family', fontValue(style.font));
    try {
      const answer = await saveOrganization('style', form);
      if (answer?.data) storeOrganization(client, answer.data);
      client.setQueryData<CaseStatement>(caseKeys.statement, (doc) =>
        doc
          ? {
              data: {
                ...doc.data,
                organization: {
                  ...doc.data.organization,
                  background_color: style.background,
                  headings_color: style.headings,
                  body_color: style.body,
                  font_family: fontValue(style.font),
                },
              },
            }
          : doc,
      );
      // A newer change waits for its own save.
      if (latest.current === style) {
        latest.current = null;
        setDraft(null);
      }
    } catch (e) {
      if (latest.current !== style) return;
      latest.current = null;
      setDraft(null);
      setError(isApiError(e) && e.status > 0 ? e.message : AM.CHECK_CONNECTION);
    }
  }, [client]);

  // Leaving the page sends a change still waiting for its delay.
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      if (latest.current) void flush();
    },
    [flush],
  );

  const change = useCallback(
    (patch: Partial<DocumentStyle>) => {
      setError(null);
      const next = { ...(latest.current ?? draft ?? saved), ...patch };
      latest.current = next;
      setDraft(next);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [draft, saved, flush],
  );

  return { style: draft ?? saved, change, error, clearError: () => setError(null) };
}
