/**
 * The gift pyramid table (spec file 3 §2 module 12, §9; DECISIONS "Gift pyramid"): the server's
 * rows (the gift chart's levels, then "Various (<$X)") and the Grand Total row, amounts in
 * USD without decimals, the allocation with one decimal.
 */
import { formatUsd } from '../../../lib/format';
import type { GiftPyramid, GiftPyramidRow } from '../../../lib/resources/pyramid';
import { GM, percent } from './messages';

const amountText = (a: GiftPyramidRow['giftAmount']) => (typeof a === 'number' ? formatUsd(a) : a);
const countText = (n: GiftPyramidRow['numberOfGiftsNeeded']) => (typeof n === 'number' ? n.toLocaleString('en-US') : n);

export function PyramidTable({ pyramid, ratioLabel, busy }: { pyramid: GiftPyramid; ratioLabel: string; busy: boolean }) {
  const row = (r: GiftPyramidRow, total = false) => (
    <tr key={String(r.giftAmount)} className={total ? 'pyramid__total' : typeof r.giftAmount === 'number' ? '' : 'pyramid__various'}>
      <th scope="row">{amountText(r.giftAmount)}</th>
      <td>{countText(r.numberOfGiftsNeeded)}</td>
      <td>{countText(r.numberOfProspectsNeeded)}</td>
      <td>{formatUsd(r.amountByGiftLevel)}</td>
      <td>{formatUsd(r.cumulativeGiftAmount)}</td>
      <td>{percent(r.fundingAllocation)}</td>
    </tr>
  );
  return (
    <div className="pyramid__scroll">
      <table className={`pyramid__table ${busy ? 'pyramid__table--busy' : ''}`} aria-busy={busy || undefined}>
        <caption>{GM.TABLE_CAPTION(formatUsd(pyramid.goal), ratioLabel)}</caption>
        <thead>
          <tr>
            <th scope="col">{GM.COL_GIFT}</th>
            <th scope="col">{GM.COL_GIFTS}</th>
            <th scope="col">{GM.COL_PROSPECTS}</th>
            <th scope="col">{GM.COL_AMOUNT}</th>
            <th scope="col">{GM.COL_CUMULATIVE}</th>
            <th scope="col">{GM.COL_ALLOCATION}</th>
          </tr>
        </thead>
        <tbody>{pyramid.rows.map((r) => row(r))}</tbody>
        <tfoot>{row(pyramid.total, true)}</tfoot>
      </table>
    </div>
  );
}
