import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { paths } from '../../config/paths';
import { formatLongDate } from '../../lib/format';
import { readPlanNow, useVersionRead } from '../../lib/versionView';
import './VersionBanner.css';

/**
 * Above every screen while the tab reads a version of the plan (issue 19 §1): which version, that
 * nothing can be changed, and the way back to the plan now.
 */
export function VersionBanner() {
  const read = useVersionRead();
  const client = useQueryClient();
  const navigate = useNavigate();
  if (!read) return null;
  return (
    <section className="version-banner" aria-label="Version of the plan">
      <p>
        You are reading <strong>“{read.name}”</strong>, the plan as it was on {formatLongDate(read.taken_at)}. Nothing
        can be changed here: move through the plan with the sidebar.
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          readPlanNow(client);
          void navigate(paths.versions);
        }}
      >
        Back to the plan now
      </Button>
    </section>
  );
}
