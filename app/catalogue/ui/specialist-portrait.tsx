import { ContentPicture, type PictureData } from '~/ui/content-picture'

/** "Dra. Valentina Rojas" → "VR": the first letters of the first and last names, titles left out. */
export function initialsOf(name: string) {
  const words = name.split(/\s+/).filter((word) => word && !/^(dr|dra|prof|profa)\.?$/i.test(word))
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''
  return `${first}${last}`.toUpperCase()
}

const SIZES = { small: 'size-16 text-lg', large: 'size-32 text-4xl sm:size-40 sm:text-5xl' } as const

/** A specialist's portrait: the editor's picture, else their initials in a circle (drawn at the same size: nothing shifts). */
export function SpecialistPortrait({
  name,
  picture,
  size = 'small',
  eager = false,
}: {
  name: string
  picture: PictureData | null
  size?: keyof typeof SIZES
  eager?: boolean
}) {
  if (picture) {
    return (
      <ContentPicture
        picture={picture}
        sizes={size === 'small' ? '64px' : '160px'}
        eager={eager}
        className={`${SIZES[size]} shrink-0 rounded-full object-cover`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} grid shrink-0 place-items-center rounded-full bg-accent-soft font-semibold tracking-wide text-accent`}
    >
      {initialsOf(name)}
    </span>
  )
}
