import Foundation
import ServicesProvider

/// The sentence shown for each ``ServiceProviderError``, in the four languages. English is the
/// error's own ``ServiceProviderError/message`` (so an app's `localizedDescription` and
/// `errorText` agree); a message the vendor wrote is shown as the vendor wrote it, in every
/// language (the vendor answers in the language the app configured); text the SDK wrote for a
/// developer (an invalid request's reason, which `message` already leaves out, a field's English
/// reason) is replaced by a sentence in the user's language.
extension Phrases {
    func error(_ error: ServiceProviderError) -> String {
        let english = error.message
        switch error {
        case .network: return pick(english, "Une erreur réseau s’est produite. Veuillez réessayer.", "Ocorreu um erro de rede. Tente novamente.",
                                   "Se ha producido un error de red. Inténtalo de nuevo.")
        case .timedOut: return pick(english, "Le serveur a mis trop de temps à répondre. Veuillez réessayer.",
                                    "O servidor demorou demasiado a responder. Tente novamente.",
                                    "El servidor ha tardado demasiado en responder. Inténtalo de nuevo.")
        case .cancelled: return pick(english, "La demande a été annulée.", "O pedido foi cancelado.", "La solicitud se ha cancelado.")
        case .offline: return pick(english, "Vous semblez hors ligne. Vérifiez votre connexion et réessayez.",
                                   "Parece estar sem ligação. Verifique a ligação e tente novamente.",
                                   "Parece que no tienes conexión. Compruébala e inténtalo de nuevo.")
        case .unauthorized: return pick(english, "Veuillez vous connecter pour continuer.", "Inicie sessão para continuar.", "Inicia sesión para continuar.")
        case .sessionExpired: return pick(english, "Votre session a expiré. Veuillez vous reconnecter.", "A sua sessão expirou. Inicie sessão novamente.",
                                          "Tu sesión ha caducado. Vuelve a iniciar sesión.")
        case .forbidden: return pick(english, "Vous n’êtes pas autorisé à faire ceci.", "Não tem permissão para fazer isto.", "No tienes permiso para hacer esto.")
        case .notFound: return pick(english, "Nous n’avons pas trouvé ce que vous cherchiez.", "Não encontrámos o que procurava.",
                                    "No hemos encontrado lo que buscabas.")
        case .rateLimited(let retryAfter):
            if let retryAfter, retryAfter >= 0, let seconds = Int(exactly: retryAfter.rounded(.up)) {
                return pick(english, "Trop de demandes. Veuillez patienter \(seconds) secondes.", "Demasiados pedidos. Aguarde \(seconds) segundos.",
                            "Demasiadas solicitudes. Espera \(seconds) segundos.")
            }
            return pick(english, "Trop de demandes. Veuillez patienter un instant.", "Demasiados pedidos. Aguarde um momento.",
                        "Demasiadas solicitudes. Espera un momento.")
        case .server(_, let message): return message ?? pick(english, "Le serveur a rencontré un problème. Veuillez réessayer plus tard.",
                                                             "O servidor teve um problema. Tente mais tarde.",
                                                             "El servidor ha tenido un problema. Inténtalo más tarde.")
        case .maintenance(let message): return message ?? pick(english, "Le service est en maintenance. Veuillez réessayer plus tard.",
                                                               "O serviço está em manutenção. Tente mais tarde.",
                                                               "El servicio está en mantenimiento. Inténtalo más tarde.")
        case .invalidCredentials: return pick(english, "L’identifiant ou le mot de passe est incorrect.", "O utilizador ou a palavra-passe estão incorretos.",
                                              "El usuario o la contraseña no son correctos.")
        case .accountLocked: return pick(english, "Votre compte est bloqué.", "A sua conta está bloqueada.", "Tu cuenta está bloqueada.")
        case .validation(let fields):
            // The fields' own reasons are the SDK's English or the vendor's words: their names are shown.
            let names = fields.map(\.field).joined(separator: ", ")
            if names.isEmpty { return pick(english, "Certains champs ne sont pas valides.", "Alguns campos não são válidos.", "Algunos campos no son válidos.") }
            return pick(english, "Veuillez vérifier : \(names).", "Verifique: \(names).", "Revisa: \(names).")
        case .conflict(let message): return message ?? pick(english, "Cela entre en conflit avec des données existantes.",
                                                             "Isto entra em conflito com dados existentes.",
                                                             "Esto entra en conflicto con datos existentes.")
        case .insufficientFunds(let message): return message ?? pick(english, "Votre solde est insuffisant.", "O seu saldo é insuficiente.",
                                                                     "Tu saldo es insuficiente.")
        case .limitExceeded(let message): return message ?? pick(english, "Le montant est en dehors des limites autorisées.",
                                                                 "O montante está fora dos limites permitidos.",
                                                                 "El importe está fuera de los límites permitidos.")
        case .betRejected(let message): return message ?? pick(english, "Le pari n’a pas été accepté.", "A aposta não foi aceite.", "La apuesta no se ha aceptado.")
        case .cashoutValueChanged: return pick(english, "La valeur d’encaissement a changé. Vérifiez la nouvelle valeur et réessayez.",
                                               "O valor de cash out mudou. Verifique o novo valor e tente novamente.",
                                               "El valor de cobro ha cambiado. Revisa el nuevo valor e inténtalo de nuevo.")
        case .geoBlocked: return pick(english, "Ce service n’est pas disponible là où vous êtes.", "Este serviço não está disponível na sua localização.",
                                      "Este servicio no está disponible en tu ubicación.")
        case .decoding: return pick(english, "Nous avons reçu des données inattendues. Veuillez réessayer plus tard.",
                                    "Recebemos dados inesperados. Tente mais tarde.", "Hemos recibido datos inesperados. Inténtalo más tarde.")
        case .notSupported: return pick(english, "Cette fonction n’est pas disponible.", "Esta funcionalidade não está disponível.",
                                        "Esta función no está disponible.")
        case .invalidRequest: return pick(english, "La demande n’a pas pu aboutir. Si le problème persiste, contactez l’assistance.",
                                          "Não foi possível concluir o pedido. Se o problema persistir, contacte o apoio ao cliente.",
                                          "No se ha podido completar la solicitud. Si el problema persiste, contacta con atención al cliente.")
        case .invalidResponse: return pick(english, "Nous avons reçu une réponse non valide. Veuillez réessayer plus tard.",
                                           "Recebemos uma resposta inválida. Tente mais tarde.",
                                           "Hemos recibido una respuesta no válida. Inténtalo más tarde.")
        case .vendor(_, let message): return message ?? pick(english, "Une erreur s’est produite. Veuillez réessayer.", "Algo correu mal. Tente novamente.",
                                                             "Algo ha ido mal. Inténtalo de nuevo.")
        }
    }

    var errorTitle: String { pick("Error", "Erreur", "Erro", "Error") }

    func accountLocked(until date: String) -> String {
        pick("Your account is locked until \(date).", "Votre compte est bloqué jusqu’au \(date).", "A sua conta está bloqueada até \(date).",
             "Tu cuenta está bloqueada hasta el \(date).")
    }
}
