/// Layer-1 models of the SportRadar back ends: Omega (player account, payments, documents)
/// and Poseidon (content, betting). Keys match the vendor byte for byte; never public.
enum SportRadarModels {}
