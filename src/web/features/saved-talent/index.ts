// What other features use of saved talent (docs/decisions/0015): Save on a profile, and the
// dashboard's card of the professionals I saved.

export { SaveTalentButton } from './components/save-talent-button';
export { SavedTalentCard } from './components/saved-talent-card';
