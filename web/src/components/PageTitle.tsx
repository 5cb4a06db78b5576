import { env } from '../config/env';

/** The document title of a page (React 19 hoists <title> into the head). */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · ${env.productName}`}</title>;
}
