import { useEffect, useState } from 'react';
import { DELAYS } from '../../../config/constants';
import { SLIDES } from './slides';

/** Two slides that advance every 5.5 seconds, with dots to pick one and a pause button. */
export function AuthSlider() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), DELAYS.slideMs);
    return () => window.clearInterval(id);
  }, [paused]);

  return (
    <section className="slider" aria-roledescription="carousel" aria-label="What fundplan helps you do">
      <div className="slider__viewport">
        {SLIDES.map((slide, i) => (
          <figure
            key={slide.title}
            className={`slider__slide ${i === index ? 'is-active' : ''}`}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${SLIDES.length}`}
            aria-hidden={i !== index}
          >
            <img src={slide.image} alt={slide.alt} width={480} height={360} />
            <figcaption>
              <h2>{slide.title}</h2>
              <p>{slide.text}</p>
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="slider__controls">
        <div className="slider__dots">
          {SLIDES.map((slide, i) => (
            <button
              key={slide.title}
              type="button"
              className={`slider__dot ${i === index ? 'is-active' : ''}`}
              aria-label={`Show slide ${i + 1}: ${slide.title}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
        <button type="button" className="slider__pause" onClick={() => setPaused((p) => !p)}>
          {paused ? 'Play slides' : 'Pause slides'}
        </button>
      </div>
    </section>
  );
}
