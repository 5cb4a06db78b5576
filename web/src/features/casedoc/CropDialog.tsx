/**
 * The cropper (spec §2): a dialog titled "Select the Area" with Crop Image and Cancel; Escape or a
 * click outside cancels it. The area keeps the shape of the picture's frame (so the cropped
 * picture fills it as chosen) and starts as the largest centred area. It moves by dragging it and
 * grows or shrinks from its corner; with the keyboard, three sliders move it across and up and
 * down and set its size (arrow keys, Page Up and Down, Home and End, as every slider). Crop Image
 * hands over a PNG of the area (./cropArea).
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { cropToPng, initialArea, isVector, largestWidth, MIN_SIZE, moveArea, resizeArea, type Area } from './cropArea';
import { DM } from './messages';

export interface CropTarget {
  url: string;
  alt: string;
  aspect: readonly [number, number];
}

const pct = (v: number) => Math.round(v * 100);

export function CropDialog({ target, onCancel, onCrop }: { target: CropTarget; onCancel: () => void; onCrop: (png: Blob) => void }) {
  const img = useRef<HTMLImageElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const size = useRef<HTMLInputElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [natural, setNatural] = useState<{ w: number; h: number } | null>(null);
  const [shown, setShown] = useState<{ width: number; height: number } | undefined>(undefined);
  const [area, setArea] = useState<Area | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [cropping, setCropping] = useState(false);
  const drag = useRef<{ kind: 'move' | 'resize'; startX: number; startY: number; start: Area; id: number } | null>(null);

  const onLoad = useCallback(() => {
    const el = img.current;
    if (!el) return;
    const size = { w: el.naturalWidth || 1600, h: el.naturalHeight || 1200 };
    setNatural(size);
    // The picture fills the dialog's width (a small one is shown larger), within 52 % of the window's height.
    const room = frame.current?.clientWidth ?? 0;
    if (room > 0) {
      const scale = Math.min((room - 16) / size.w, (window.innerHeight * 0.52) / size.h);
      setShown({ width: Math.round(size.w * scale), height: Math.round(size.h * scale) });
    }
    setArea(initialArea(size, target.aspect));
  }, [target.aspect]);

  // An image already in the cache may have loaded before React attached onLoad.
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth > 0) onLoad();
  }, [onLoad]);

  // Once the picture is in, the keyboard starts on the size slider.
  const ready = !!area;
  useEffect(() => {
    if (ready) size.current?.focus();
  }, [ready]);

  const startDrag = (kind: 'move' | 'resize') => (e: PointerEvent<HTMLDivElement>) => {
    if (!area || e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { kind, startX: e.clientX, startY: e.clientY, start: area, id: e.pointerId };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    const box = stage.current?.getBoundingClientRect();
    if (!d || d.id !== e.pointerId || !box || !box.width || !box.height || !natural) return;
    const dx = (e.clientX - d.startX) / box.width;
    const dy = (e.clientY - d.startY) / box.height;
    setArea(d.kind === 'move' ? moveArea(d.start, dx, dy) : resizeArea(d.start, d.start.w + dx, natural, target.aspect, 'corner'));
  };
  const endDrag = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.id === e.pointerId) drag.current = null;
  };

  const crop = async () => {
    if (!img.current || !area || !natural) return;
    setCropping(true);
    setError(null);
    let png: Blob | null = null;
    try {
      png = await cropToPng(img.current, area, natural, isVector(target.url));
    } catch (e) {
      // A picture from another origin without CORS taints the canvas.
      console.warn('crop failed', e);
    }
    setCropping(false);
    if (png) onCrop(png);
    else setError(DM.IMAGE_NOT_OPENED);
  };

  const largest = natural ? largestWidth(natural, target.aspect) : 1;
  const sliders = area
    ? [
        {
          label: DM.CROP_ACROSS,
          min: 0,
          max: pct(1 - area.w),
          value: pct(area.x),
          text: DM.CROP_FROM_LEFT(pct(area.x)),
          set: (v: number) => setArea(moveArea(area, v / 100 - area.x, 0)),
        },
        {
          label: DM.CROP_DOWN,
          min: 0,
          max: pct(1 - area.h),
          value: pct(area.y),
          text: DM.CROP_FROM_TOP(pct(area.y)),
          set: (v: number) => setArea(moveArea(area, 0, v / 100 - area.y)),
        },
        {
          label: DM.CROP_SIZE,
          min: pct(MIN_SIZE),
          max: 100,
          value: pct(area.w / largest),
          text: DM.CROP_SIZE_TEXT(pct(area.w / largest)),
          set: (v: number) => natural && setArea(resizeArea(area, (v / 100) * largest, natural, target.aspect, 'centre')),
        },
      ]
    : [];

  return (
    <Modal
      open
      title={DM.CROP_TITLE}
      description={DM.CROP_HELP}
      onClose={cropping ? undefined : onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={cropping}>
            {DM.CANCEL}
          </Button>
          <Button onClick={() => void crop()} loading={cropping} disabled={!area}>
            {DM.CROP_IMAGE}
          </Button>
        </>
      }
    >
      <div className="cd-crop" ref={frame}>
        <div className="cd-crop__stage" ref={stage} onPointerMove={onPointerMove} onPointerUp={endDrag} onPointerCancel={endDrag}>
          <img
            ref={img}
            className="cd-crop__img"
            src={target.url}
            alt={target.alt}
            crossOrigin="anonymous"
            draggable={false}
            style={shown}
            onLoad={onLoad}
            onError={() => setError(DM.IMAGE_NOT_OPENED)}
          />
          {area ? (
            // The pointer's way to move and resize; the sliders below are the keyboard's.
            <div
              className="cd-crop__area"
              aria-hidden="true"
              style={{ left: `${area.x * 100}%`, top: `${area.y * 100}%`, width: `${area.w * 100}%`, height: `${area.h * 100}%` }}
              onPointerDown={startDrag('move')}
            >
              <div className="cd-crop__handle" title={DM.RESIZE} onPointerDown={startDrag('resize')} />
            </div>
          ) : null}
        </div>
      </div>
      {area ? (
        <div className="cd-crop__sliders">
          {sliders.map((s, n) => (
            <label key={s.label} className="cd-crop__slider">
              <span className="cd-tool-label">{s.label}</span>
              <input
                type="range"
                min={s.min}
                max={Math.max(s.min, s.max)}
                step={1}
                value={Math.min(Math.max(s.value, s.min), Math.max(s.min, s.max))}
                aria-valuetext={s.text}
                disabled={s.max <= s.min}
                ref={n === 2 ? size : undefined}
                onChange={(e) => s.set(Number(e.target.value))}
              />
            </label>
          ))}
        </div>
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
