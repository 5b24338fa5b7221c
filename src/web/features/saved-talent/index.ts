// What other features use of saved talent (docs/decisions/0015): Save on a profile, the
// heart on a talent card, and the dashboard's card of the professionals I saved.

export { SaveTalentButton } from './components/save-talent-button';
export { SaveTalentHeart } from './components/save-talent-heart';
export { SavedTalentCard } from './components/saved-talent-card';
