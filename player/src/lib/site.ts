/** Public contact points of the game, written once. */
export const site = {
  name: 'Predictor',
  supportEmail: 'support@predictor.app',
  chatServerUrl: 'https://discord.gg/predictor',
  policiesEffective: '10 August 2025',
} as const;
