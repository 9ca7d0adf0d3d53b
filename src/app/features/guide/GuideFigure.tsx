import images from './guideImages.json';
import { guideImagePath } from './guideShots';
import type { GuideImage } from './guideContent';

const sizes: Record<string, { width: number; height: number } | undefined> = images;

/** A screenshot of the real screen, precached for offline reading, with its size known in advance. */
export function GuideFigure({ image, language }: { image: GuideImage; language: string }) {
  const size = sizes[`${language}/${image.shot}`];
  return (
    <figure className="mt-4">
      <img
        src={guideImagePath(language, image.shot)}
        alt={image.alt}
        width={size?.width}
        height={size?.height}
        className="h-auto max-w-full rounded-md shadow-sm ring-1 ring-stone-200"
      />
      <figcaption className="mt-2 text-sm text-stone-600">{image.alt}</figcaption>
    </figure>
  );
}
