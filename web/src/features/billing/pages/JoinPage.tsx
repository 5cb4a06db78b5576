import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/Spinner';
import { paths } from '../../../config/paths';
import { rememberLicenceCode, useSession } from '../../../lib/session';

/**
 * The link a funder sends (/join/{code}, issue 18 §3). Signed in: on to the redeem page with the
 * code. Otherwise the code is remembered (through sign-up, the confirmation e-mail and login:
 * lib/session) and the visitor goes to sign-up, which says why they are there.
 */
export function JoinPage() {
  const { code = '' } = useParams();
  const signedIn = useSession() !== null;
  const navigate = useNavigate();

  useEffect(() => {
    const typed = code.trim();
    if (signedIn) {
      navigate(typed ? paths.redeemCode(typed) : paths.redeem, { replace: true });
      return;
    }
    rememberLicenceCode(typed);
    navigate(paths.signUp, { replace: true });
  }, [code, signedIn, navigate]);

  return <PageLoader />;
}

export default JoinPage;
