import { createPortal } from 'react-dom';
import { Spinner } from './Spinner';

/** A blocking full-screen wait with a message (loading account, redirecting to payment). */
export function Overlay({ message }: { message: string }) {
  return createPortal(
    <div className="overlay" role="status" aria-live="assertive" aria-busy="true">
      <div className="overlay__card">
        <Spinner size={40} />
        <p>{message}</p>
      </div>
    </div>,
    document.body,
  );
}
