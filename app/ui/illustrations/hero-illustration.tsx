import clsx from 'clsx'

/** The home hero: an eye and lens over a globe with a flight path, drawn for the site (no image download). */
export function HeroIllustration({ title, className }: { title: string; className?: string }) {
  return (
    <svg viewBox="0 0 480 400" width="480" height="400" role="img" aria-label={title} className={clsx('h-auto', className)}>
      <defs>
        <linearGradient id="hero-globe" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="[stop-color:var(--color-primary-100)] dark:[stop-color:var(--color-primary-900)]" />
          <stop offset="1" className="[stop-color:var(--color-calm-aqua)] dark:[stop-color:var(--color-tuna)]" />
        </linearGradient>
        <linearGradient id="hero-iris" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2bb673" />
          <stop offset="1" stopColor="#0098bf" />
        </linearGradient>
      </defs>
      <circle cx="240" cy="205" r="165" fill="url(#hero-globe)" />
      <g fill="none" className="stroke-white/70 dark:stroke-white/15" strokeWidth="2">
        <ellipse cx="240" cy="205" rx="165" ry="60" />
        <ellipse cx="240" cy="205" rx="70" ry="165" />
        <path d="M75 205h330M240 40v330" />
      </g>
      <path
        d="M70 300C130 150 330 90 420 140"
        fill="none"
        className="stroke-sage-blue dark:stroke-still-gray"
        strokeWidth="3"
        strokeDasharray="2 12"
        strokeLinecap="round"
      />
      <g transform="translate(408 128) rotate(28)" className="fill-pacific-blue">
        <path d="M-18 0 18 0M0 0l-10-16h6l14 16-14 16h-6z" />
        <path d="M-18-3h36v6h-36z" />
      </g>
      <circle cx="70" cy="300" r="9" className="fill-primary-600 dark:fill-primary-400" />
      <g transform="translate(240 205)">
        <path
          d="M-150 0C-105-70-55-100 0-100S105-70 150 0C105 70 55 100 0 100S-105 70-150 0Z"
          className="fill-white stroke-primary-700 dark:fill-gray-900 dark:stroke-primary-400"
          strokeWidth="6"
        />
        <circle r="62" fill="url(#hero-iris)" />
        <circle r="27" className="fill-woodsmoke" />
        <circle cx="20" cy="-22" r="12" fill="#fff" opacity="0.9" />
        <circle cx="-22" cy="20" r="5" fill="#fff" opacity="0.5" />
      </g>
      <g transform="translate(360 300)">
        <rect x="-44" y="-22" width="88" height="44" rx="22" className="fill-white dark:fill-tuna" />
        <path d="M-22 0l8 8 16-16" fill="none" className="stroke-success" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="20" cy="0" r="6" className="fill-primary-600" />
      </g>
    </svg>
  )
}
