import { toast } from '@coffer/ui/Toast';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * A page the buyer comes back to from a gateway's own pages, its result in the query
 * (`idParam`; Stripe adds `redirect_status=failed` when the bank refused there): the server is
 * asked once to store what the gateway confirmed (`confirm`), then `successMessage` shows and
 * the page goes to `/billing`. True when it was refused, is missing or failed: the page says so.
 */
export function useGatewayReturn(
  idParam: string,
  confirm: (gatewayId: string) => Promise<unknown>,
  successMessage: string,
): boolean {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const gatewayId = search.get(idParam);
  const refused = search.get('redirect_status') === 'failed' || !gatewayId;
  const [failed, setFailed] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    if (refused || !gatewayId || sent.current) return;
    // Once: a second call would store the same result twice (Strict Mode runs effects twice).
    sent.current = true;
    confirm(gatewayId).then(
      () => {
        toast.positive(successMessage);
        navigate('/billing', { replace: true });
      },
      () => setFailed(true),
    );
  }, [refused, gatewayId, confirm, navigate, successMessage]);

  return refused || failed;
}
