import { initials } from '../lib/names';

interface AvatarProps {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  src?: string | null;
  size?: number;
}

export function Avatar({ firstName, lastName, email, src, size = 36 }: AvatarProps) {
  const text = initials({ firstName, lastName, email });
  return src ? (
    <img className="avatar" src={src} alt="" width={size} height={size} />
  ) : (
    <span className="avatar avatar--initials" style={{ width: size, height: size, fontSize: size * 0.38 }} aria-hidden="true">
      {text}
    </span>
  );
}
