/// Bonuses: what the user has been granted and what they may claim.
public protocol BonusService: ProviderService {}
