import { ArrowRightIcon, ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from 'lucide-react';
import { type CSSProperties, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { FINE_POINTER, REDUCED_MOTION, useMediaQuery } from '../../../lib/use-media-query';
import { useAuth } from '../../auth';
import { HERO_AUTOPLAY_MS, HERO_SLIDES, type HeroSlide, heroMedia } from '../content/hero-slides';
import { prefersSavingData, useAutoplay, useIdleAfterLoad, useParallax } from '../lib/hero-motion';

// The background drifts against the mouse, the text a little with it (--parallax-x/-y
// are set by useParallax; 0 when the mouse is away or motion is reduced).
const BACKGROUND_PARALLAX: CSSProperties = {
  transform:
    'translate3d(calc(var(--parallax-x, 0) * -18px), calc(var(--parallax-y, 0) * -12px), 0) scale(1.06)',
};
const TEXT_PARALLAX: CSSProperties = {
  transform: 'translate3d(calc(var(--parallax-x, 0) * 8px), calc(var(--parallax-y, 0) * 6px), 0)',
};

const controlClass =
  'size-11 rounded-full border border-white/30 bg-ink/40 text-white backdrop-blur hover:border-white/70 hover:bg-ink/60 sm:size-11';

const count = HERO_SLIDES.length;

function slideName(slide: HeroSlide) {
  return `${slide.headline} ${slide.accent}`;
}

/**
 * The landing hero (docs/product.md, Information pages): four full-bleed looping clips
 * with a dark gradient, each with a headline, an accent line, a subtitle and two calls to
 * action. Autoplay every 8 s with a fade; dots, previous/next and a play/pause toggle
 * that also pauses the video; mouse parallax. Under prefers-reduced-motion there is no
 * autoplay, no parallax and posters stand in for video until the visitor presses Play.
 * Keyboard focus inside the hero holds the rotation (WAI-ARIA carousel pattern).
 */
export function HeroCarousel() {
  const { user } = useAuth();
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const finePointer = useMediaQuery(FINE_POINTER);

  const [index, setIndex] = useState(0);
  // The server (and so the hydrating client) starts playing; reduced motion pauses at once.
  const [playing, setPlaying] = useState(true);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const pageReady = useIdleAfterLoad();

  const sectionRef = useRef<HTMLElement>(null);
  const videos = useRef<Array<HTMLVideoElement | null>>([]);

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  useParallax(sectionRef, finePointer && !reducedMotion);

  const running = playing && !keyboardInside;
  const next = useCallback(() => setIndex((current) => (current + 1) % count), []);
  const progressRef = useAutoplay({
    index,
    running,
    delay: HERO_AUTOPLAY_MS,
    onAdvance: next,
    showProgress: !reducedMotion,
  });

  // Only the slide on screen plays, and only while the slideshow plays.
  useEffect(() => {
    videos.current.forEach((video, slide) => {
      if (!video) return;
      if (slide === index && playing && pageReady && !prefersSavingData()) {
        video.muted = true;
        video.play()?.catch(() => {
          // Autoplay refused or the clip failed: the poster stays, which is fine.
        });
      } else {
        video.pause();
      }
    });
  }, [index, playing, pageReady]);

  /** A change the visitor made is announced; automatic rotation stays quiet. */
  const goTo = (target: number) => {
    const slide = (target + count) % count;
    setIndex(slide);
    const current = HERO_SLIDES[slide];
    if (current) setAnnouncement(`Slide ${slide + 1} of ${count}: ${slideName(current)}`);
  };

  const togglePlaying = () => {
    setPlaying((value) => !value);
    setAnnouncement(playing ? 'Slideshow paused' : 'Slideshow playing');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goTo(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      goTo(index + 1);
    }
  };

  return (
    <section
      ref={sectionRef}
      aria-roledescription="carousel"
      aria-label="Frameline highlights"
      className="surface-dark relative isolate overflow-hidden"
      onFocus={(event) => {
        if (event.target instanceof HTMLElement && event.target.matches(':focus-visible'))
          setKeyboardInside(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardInside(false);
      }}
    >
      <h1 className="sr-only">
        Frameline, the professional network and booking marketplace for creative talent
      </h1>

      {/* The rotation controls come first in the tab order (WAI-ARIA carousel pattern). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between slides while a control has focus */}
      <div
        className="absolute inset-x-0 bottom-0 z-20 bg-linear-to-t from-ink/70 to-transparent"
        onKeyDown={onKeyDown}
      >
        <div className="container-page flex items-center justify-between gap-3 pt-10 pb-5 sm:pb-8">
          <div className="flex items-center gap-2">
            <Button
              variant="ghost"
              size="icon"
              className={controlClass}
              aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
              onClick={togglePlaying}
            >
              {playing ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className={controlClass}
              aria-label="Previous slide"
              onClick={() => goTo(index - 1)}
            >
              <ChevronLeftIcon aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className={controlClass}
              aria-label="Next slide"
              onClick={() => goTo(index + 1)}
            >
              <ChevronRightIcon aria-hidden="true" />
            </Button>
          </div>
          <ul className="flex items-center" aria-label="Choose a slide">
            {HERO_SLIDES.map((slide, slideIndex) => {
              const active = slideIndex === index;
              return (
                <li key={slide.id}>
                  <button
                    type="button"
                    className="group flex h-11 w-9 cursor-pointer items-center justify-center rounded-full sm:w-11"
                    aria-label={`Slide ${slideIndex + 1} of ${count}: ${slideName(slide)}`}
                    aria-current={active ? 'true' : undefined}
                    onClick={() => goTo(slideIndex)}
                  >
                    <span
                      className={cn(
                        'relative h-1.5 overflow-hidden rounded-full transition-[width,background-color] duration-200 ease-out',
                        active ? 'w-7 bg-white/35 sm:w-8' : 'w-2 bg-white/60 group-hover:bg-white',
                      )}
                    >
                      {active && (
                        <span
                          ref={progressRef}
                          className={cn(
                            'absolute inset-0 origin-left rounded-full bg-coral-500',
                            reducedMotion ? 'scale-x-100' : 'scale-x-0',
                          )}
                        />
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      </div>

      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>

      <div className="grid min-h-[max(36rem,calc(100svh-4rem))]">
        {HERO_SLIDES.map((slide, slideIndex) => {
          const active = slideIndex === index;
          const media = heroMedia(slide.clip);
          const secondary = user && slide.secondaryForMembers ? slide.secondaryForMembers : slide.secondary;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${count}`}
              aria-hidden={!active || undefined}
              inert={!active}
              className={cn(
                'relative isolate col-start-1 row-start-1 flex overflow-hidden transition-opacity duration-250 ease-out',
                active ? 'z-10 opacity-100' : 'pointer-events-none z-0 opacity-0',
              )}
            >
              <div aria-hidden="true" className="-z-10 absolute inset-0">
                <div
                  className="absolute inset-0 transition-transform duration-200 ease-out"
                  style={BACKGROUND_PARALLAX}
                >
                  <video
                    ref={(element) => {
                      videos.current[slideIndex] = element;
                    }}
                    className="size-full object-cover"
                    // The first paint fetches the slide on screen only; the others once the page is idle.
                    poster={active || pageReady ? media.poster : undefined}
                    preload="none"
                    muted
                    loop
                    playsInline
                    disablePictureInPicture
                    disableRemotePlayback
                    tabIndex={-1}
                  >
                    <source src={media.webm} type="video/webm" />
                    <source src={media.mp4} type="video/mp4" />
                  </video>
                </div>
                {/* The dark gradient that keeps the text legible on any frame. */}
                <div className="absolute inset-0 bg-[linear-gradient(90deg,rgb(11_11_15/0.72)_0%,rgb(11_11_15/0.4)_55%,rgb(11_11_15/0.08)_100%)]" />
                <div className="absolute inset-0 bg-linear-to-t from-ink/70 via-transparent to-ink/20" />
                {/* On phones the text spans the whole frame: darken it evenly. */}
                <div className="absolute inset-0 bg-ink/40 md:hidden" />
              </div>

              <div
                className="container-page flex flex-col justify-center gap-6 pt-16 pb-36 transition-transform duration-200 ease-out sm:pt-20 sm:pb-40"
                style={TEXT_PARALLAX}
              >
                <p className="font-semibold text-coral-400 text-sm uppercase tracking-wider">
                  {slide.eyebrow}
                </p>
                <h2 className="max-w-4xl font-display font-semibold text-[2.5rem] leading-[1.05] tracking-tight [overflow-wrap:anywhere] sm:text-6xl lg:text-7xl">
                  {slide.headline}{' '}
                  <em className="block font-medium text-coral-400 not-italic">{slide.accent}</em>
                </h2>
                <p className="max-w-xl text-lg text-zinc-200 sm:text-xl">{slide.subtitle}</p>
                <div className="mt-2 flex flex-col gap-3 sm:flex-row">
                  <Button asChild size="lg">
                    <Link to={slide.primary.to}>
                      {slide.primary.label}
                      <ArrowRightIcon aria-hidden="true" />
                    </Link>
                  </Button>
                  <Button asChild size="lg" variant="inverse">
                    <Link to={secondary.to}>{secondary.label}</Link>
                  </Button>
                </div>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
