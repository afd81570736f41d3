import type { ChangePicture } from '@fundax/core';

/**
 * One side of a change under review: its words, and for a picture the picture itself (a
 * reviewer or the other party cannot judge a new photo from "A new picture"). The image is
 * decorative to assistive technology: the words beside it already say which picture it is.
 */
export function ChangeValue({
  text,
  picture,
}: {
  text: string;
  picture?: ChangePicture | null | undefined;
}) {
  if (!picture) return <>{text}</>;
  return (
    <span className="change-value">
      <img
        className="change-value__picture"
        src={picture.url}
        alt=""
        loading="lazy"
        decoding="async"
        {...(picture.width && picture.height
          ? { width: picture.width, height: picture.height }
          : {})}
      />
      <span>{text}</span>
    </span>
  );
}
