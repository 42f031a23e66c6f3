import { Picture } from "~/components/ui/picture";

/** A user's avatar, or the first letter of the login on the brand gradient. */
export function UserAvatar({
  user,
  size,
  className = "",
}: {
  user: { login: string; avatarWebP: string | null; avatarJPEG: string | null };
  size: number;
  className?: string;
}) {
  const round = `rounded-full object-cover ${className}`;
  if (user.avatarWebP && user.avatarJPEG)
    return <Picture webp={user.avatarWebP} alt="" width={size} height={size} className={round} />;
  return (
    <span
      aria-hidden
      style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }}
      className={`grid shrink-0 place-items-center bg-gradient-to-br from-accent to-[#2dd4bf] font-display uppercase text-white ${round}`}
    >
      {user.login.slice(0, 1)}
    </span>
  );
}
