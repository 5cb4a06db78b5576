/**
 * A picture of the document in its frame (contract "Image frames": the frame's shape, the picture
 * centred and cropped to fill it). In the editor, pointing at it or moving the keyboard focus into
 * it shows Replace, Crop and, for the organization's own picture, Delete (spec §2).
 */
import type { CSSProperties } from 'react';
import { Spinner } from '../../components/Spinner';
import { useDocumentView } from './context';
import { frameOf, shownImage } from './images';
import { DM } from './messages';

export function ImageFrame({ order, name }: { order: number; name: string }) {
  const { data, actions } = useDocumentView();
  const image = shownImage(order, data.attachments);
  const [w, h] = frameOf(order);
  const style = { aspectRatio: `${w} / ${h}` } as CSSProperties;
  const busy = actions?.busyOrder === order;
  return (
    <figure className={`cd-frame ${image.stored ? 'cd-frame--stored' : ''}`} style={style} data-order={order}>
      {image.url ? (
        <img className="cd-frame__img" src={image.url} alt={image.alt} draggable={false} />
      ) : (
        <div className="cd-frame__empty" role="img" aria-label={image.alt}>
          <span aria-hidden="true">{image.alt}</span>
        </div>
      )}
      {actions ? (
        <div className="cd-frame__controls" role="group" aria-label={name}>
          <button type="button" className="cd-frame__button" aria-label={DM.REPLACE_LABEL(name)} onClick={() => actions.replaceImage(image, name)}>
            {DM.REPLACE}
          </button>
          {image.url ? (
            <button type="button" className="cd-frame__button" aria-label={DM.CROP_LABEL(name)} onClick={() => actions.cropImage(image, name)}>
              {DM.CROP}
            </button>
          ) : null}
          {image.stored ? (
            <button
              type="button"
              className="cd-frame__button cd-frame__button--danger"
              aria-label={DM.DELETE_LABEL(name)}
              onClick={() => actions.deleteImage(image, name)}
            >
              {DM.DELETE}
            </button>
          ) : null}
        </div>
      ) : null}
      {busy ? (
        <div className="cd-frame__busy" aria-hidden="true">
          <Spinner size={24} />
        </div>
      ) : null}
    </figure>
  );
}
