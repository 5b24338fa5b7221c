import type { MemberSummary } from '../../shared/schemas/messaging';
import { Avatar, AvatarFallback, AvatarImage, initials } from './ui/avatar';

/** A member's avatar beside their name: decorative, since the name is written next to it. */
export function MemberAvatar({
  member,
  className,
}: {
  member: Pick<MemberSummary, 'avatar' | 'displayName'>;
  className?: string;
}) {
  const image = member.avatar;
  return (
    <Avatar
      aria-hidden="true"
      className={className}
      style={image ? { backgroundColor: image.color } : undefined}
    >
      {image && <AvatarImage src={image.thumbUrl} alt="" />}
      <AvatarFallback delayMs={image ? 600 : 0}>{initials(member.displayName)}</AvatarFallback>
    </Avatar>
  );
}
