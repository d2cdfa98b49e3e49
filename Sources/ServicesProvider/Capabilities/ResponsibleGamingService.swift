/// Responsible gaming: the limits a user sets on their own play, time-outs and self-exclusion.
public protocol ResponsibleGamingService: ProviderService {}
