import type { Profile } from '../../../../shared/schemas/profiles';
import { Avatar, AvatarFallback, AvatarImage, initials } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';

/** A member's avatar, or their initials on violet while there is none (or it loads). */
export function ProfileAvatar({
  profile,
  className,
  fallbackClassName,
  large = false,
}: {
  profile: Pick<Profile, 'avatar' | 'displayName'>;
  className?: string;
  fallbackClassName?: string;
  /** Use the full-size image (the thumbnail is enough for small avatars). */
  large?: boolean;
}) {
  const image = profile.avatar;
  return (
    <Avatar className={className} style={image ? { backgroundColor: image.color } : undefined}>
      {image && <AvatarImage src={large ? image.url : image.thumbUrl} alt={profile.displayName} />}
      <AvatarFallback className={cn(fallbackClassName)} delayMs={image ? 600 : 0}>
        <span aria-hidden={image ? undefined : true}>{initials(profile.displayName)}</span>
        {!image && <span className="sr-only">{profile.displayName}</span>}
      </AvatarFallback>
    </Avatar>
  );
}
