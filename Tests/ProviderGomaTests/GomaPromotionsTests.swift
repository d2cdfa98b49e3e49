import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// The promotional-campaigns API: the list and a promotion's page, over the fixtures, the
/// request builder, a stub, the sandbox and the loopback server.
@Suite struct GomaPromotionsTests {
    private let welcome = PromotionPageReference(promotionSlug: "bonus-boas-vindas", pageSlug: "boas-vindas")

    // MARK: - Mapping

    @Test func promotionsMapEveryCardField() throws {
        let promotions = GomaModelMapper.promotions(try Fixture.decode([GomaModels.PromotionInfo].self, "promotions.json"))
        #expect(promotions.map(\.id) == ["12", "15"])
        #expect(promotions[0] == Promotion(
            id: "12", title: "Bónus de Boas-Vindas", body: "Aposte 10 e receba 10 em aposta grátis.",
            imageURL: URL(string: "https://cdn.example.com/promotions/12/list.png"), action: URL(string: "https://www.example.com/register"),
            startDate: utc(2025, 3, 1), endDate: utc(2025, 12, 31, 23, 59, 59), tag: "Novo", note: "Válido para novos clientes",
            callToActionText: "Registar", actionTarget: .sameView, audience: .all, sortOrder: 1, showsReadMoreButton: true,
            categories: [PromotionCategory(id: "1", name: "Desporto")], page: welcome))
        #expect(promotions[1] == Promotion(
            id: "15", title: "Cashback Semanal", body: "5% das apostas perdidas de volta.",
            imageURL: URL(string: "https://cdn.example.com/promotions/15/list.png"), audience: .authenticated, sortOrder: 2))
    }

    @Test func promotionsFollowTheOperatorsSortOrder() throws {
        var items = try #require(JSONSerialization.jsonObject(with: try Fixture.data("promotions.json")) as? [[String: Any]])
        items[0]["sort_order"] = 9
        items.append(items[1].merging(["id": 16, "sort_order": 2]) { $1 })
        let data = try JSONSerialization.data(withJSONObject: items)
        let promotions = GomaModelMapper.promotions(try GomaCoding.makeDecoder().decode([GomaModels.PromotionInfo].self, from: data))
        #expect(promotions.map(\.id) == ["15", "16", "12"])
    }

    @Test func requiredKeysAreRequiredAndOptionalOnesOptional() throws {
        let items = try #require(JSONSerialization.jsonObject(with: try Fixture.data("promotions.json")) as? [[String: Any]])
        for key in ["id", "title", "slug", "has_read_more_button", "sort_order", "platform", "status", "user_type", "list_display_image_url"] {
            var item = items[0]
            item[key] = nil
            let data = try JSONSerialization.data(withJSONObject: [item])
            #expect(throws: (any Error).self, "\(key)") { try GomaCoding.makeDecoder().decode([GomaModels.PromotionInfo].self, from: data) }
        }
        var item = items[0]
        for key in ["tag", "cta_text", "cta_url", "cta_target", "list_display_note", "list_display_description", "start_date",
                    "end_date", "static_page_slug", "static_page", "categories"] {
            item[key] = nil
        }
        let data = try JSONSerialization.data(withJSONObject: [item])
        let promotion = try #require(GomaModelMapper.promotions(try GomaCoding.makeDecoder().decode([GomaModels.PromotionInfo].self, from: data)).first)
        #expect(promotion.page == nil)
        #expect(promotion.categories == [])
        #expect(promotion.startDate == nil)
    }

    @Test func promotionDatesReadTheVendorsTwoFormatsOnly() {
        #expect(GomaPromotionDates.parse("2025-03-01T00:00:00.000000Z") == utc(2025, 3, 1))
        #expect(GomaPromotionDates.parse("2025-12-31T23:59:59.500000Z") == utc(2025, 12, 31, 23, 59, 59).addingTimeInterval(0.5))
        #expect(GomaPromotionDates.parse("31-12-2025 23:59:59") == utc(2025, 12, 31, 23, 59, 59))
        for other in ["2025-02-26 14:03:00", "2025-03-01T00:00:00Z", "2025-03-01T00:00:00.000000+01:00", "2025-03-01", "31-02-2025 10:00:00",
                      "", "soon"] {
            #expect(GomaPromotionDates.parse(other) == nil, "\(other)")
        }
        #expect(GomaPromotionDates.parse(nil) == nil)
    }

    @Test func anUnreadableDateIsNoDateNotAFailure() throws {
        var items = try #require(JSONSerialization.jsonObject(with: try Fixture.data("promotions.json")) as? [[String: Any]])
        items[0]["start_date"] = "2025-02-26 14:03:00"
        items[0]["end_date"] = "01-04-2025 12:00:00"
        let data = try JSONSerialization.data(withJSONObject: items)
        let promotion = try #require(GomaModelMapper.promotions(try GomaCoding.makeDecoder().decode([GomaModels.PromotionInfo].self, from: data)).first)
        #expect(promotion.startDate == nil)
        #expect(promotion.endDate == utc(2025, 4, 1, 12))
    }

    @Test func promotionPageMapsSectionsBlocksAndTerms() throws {
        let details = GomaModelMapper.promotionDetails(try Fixture.decode(GomaModels.PromotionInfo.self, "promotion-details.json"))
        #expect(details.promotion.id == "12")
        #expect(details.promotion.page == welcome)
        let page = try #require(details.page)
        #expect(page.title == "Bónus de Boas-Vindas")
        #expect(page.headerImageURL?.absoluteString == "https://cdn.example.com/promotions/12/header.png")
        #expect(page.isActive)
        #expect(page.audience == .all)
        #expect(page.startDate == utc(2025, 3, 1))
        #expect(page.endDate == utc(2025, 12, 31, 23, 59, 59))
        #expect(page.sections.map(\.sortOrder) == [1, 2, 3])
        #expect(page.sections[0].content == .banner(PromotionBanner(mediaType: .image,
                                                                     imageURL: URL(string: "https://cdn.example.com/promotions/12/banner.png"))))
        #expect(page.sections[1].content == .text(PromotionTextBlock(blocks: [
            .title("Como funciona"),
            .text("Faça a primeira aposta de 10 ou mais e receba uma aposta grátis do mesmo valor."),
            .button(text: "Registar", url: URL(string: "https://www.example.com/register"), target: .sameView),
        ])))
        #expect(page.sections[2].content == .list(PromotionList(
            title: "Passos", iconURL: URL(string: "https://cdn.example.com/icons/check.png"),
            items: [PromotionTextBlock(blocks: [.title("1. Registe-se")]), PromotionTextBlock(blocks: [.title("2. Aposte 10")])])))
        #expect(page.terms == PromotionTerms(format: .bulletedList, items: ["Odd mínima de 1.50.", "A aposta grátis expira em 7 dias."],
                                             sortOrder: 1))
    }

    @Test func theListsNullPageIsNoPage() throws {
        let details = GomaModelMapper.promotionDetails(try #require(try Fixture.decode([GomaModels.PromotionInfo].self, "promotions.json").first))
        #expect(details.page == nil)
    }

    @Test func sectionsOfUnknownTypeAreKeptAndEmptyOnesLeftOut() throws {
        let page = try decodePage(sections: [
            #"{"type":"carousel","sort_order":3,"is_active":true}"#,
            #"{"type":"banner","sort_order":1,"is_active":true,"banner":null}"#,
            #"{"type":"text","sort_order":2,"is_active":false,"text":{"section_highlighted":true,"item_icon":"https://cdn.example.com/i.png","content_blocks":[]}}"#,
        ])
        #expect(page.sections == [
            PromotionPageSection(sortOrder: 2, isActive: false,
                                 content: .text(PromotionTextBlock(isHighlighted: true, iconURL: URL(string: "https://cdn.example.com/i.png"), blocks: []))),
            PromotionPageSection(sortOrder: 3, content: .unknown("carousel")),
        ])
    }

    @Test func contentBlocksByType() throws {
        let blocks = [
            #"{"block_type":"Title","title":"Lowercased as the vendor's client does"}"#,
            #"{"block_type":"bulletedList","bulleted_list_items":[{"text":"a"},{"text":"b"}]}"#,
            #"{"block_type":"bulleted_list","bulleted_list_items":[{"text":"c"}]}"#,
            #"{"block_type":"image","image":"https://cdn.example.com/a.png"}"#,
            #"{"block_type":"video","video":"https://cdn.example.com/a.mp4"}"#,
            #"{"block_type":"button","button_url":"https://example.com","button_target":"_blank"}"#,
            #"{"block_type":"quote","title":"kept as unknown"}"#,
            #"{"block_type":"title","title":null}"#,
            #"{"block_type":"button"}"#,
            #"{"block_type":"bulletedList"}"#,
        ]
        let page = try decodePage(sections: [#"{"type":"text","sort_order":1,"is_active":true,"text":{"content_blocks":[\#(blocks.joined(separator: ","))]}}"#])
        #expect(page.sections.first?.content == .text(PromotionTextBlock(blocks: [
            .title("Lowercased as the vendor's client does"),
            .bulletedList(["a", "b"]),
            .bulletedList(["c"]),
            .image(try #require(URL(string: "https://cdn.example.com/a.png"))),
            .video(try #require(URL(string: "https://cdn.example.com/a.mp4"))),
            .button(text: nil, url: URL(string: "https://example.com"), target: .newView),
            .unknown("quote"),
        ])))
    }

    @Test func termsDisplayTypeIsComparedCaseSensitively() throws {
        func terms(_ json: String) throws -> PromotionTerms? {
            try decodePage(sections: [], terms: json).terms
        }
        #expect(try terms(#"{"display_type":"rich_text","rich_text":"<p>Regras</p>"}"#)
                == PromotionTerms(format: .richText, richText: "<p>Regras</p>"))
        #expect(try terms(#"{"display_type":"Rich_Text","rich_text":"<p>Regras</p>","bulleted_list_items":[{"text":"x"}]}"#)
                == PromotionTerms(format: .unknown("Rich_Text"), richText: "<p>Regras</p>", items: ["x"]))
        #expect(try terms("null") == nil)
    }

    @Test func linkTargets() {
        #expect(GomaModelMapper.linkTarget("_self") == .sameView)
        #expect(GomaModelMapper.linkTarget("_blank") == .newView)
        #expect(GomaModelMapper.linkTarget("_parent") == .unknown("_parent"))
        #expect(GomaModelMapper.linkTarget("") == nil)
        #expect(GomaModelMapper.linkTarget(nil) == nil)
    }

    // MARK: - Requests

    @Test func promotionRequestsSendTheLanguageOnly() throws {
        let executor = makeTestExecutor()
        let credentials = Credentials(accessToken: "anon-jwt")
        let list = try executor.makeRequest(for: GomaAPI.promotions(language: "pt"), credentials: credentials).urlRequest
        #expect(list.httpMethod == "GET")
        #expect(list.url?.absoluteString == "https://api.goma.test/api/promotions/v1?language=pt")
        #expect(list.bearer == "Bearer anon-jwt")
        let page = try executor.makeRequest(for: GomaAPI.promotionDetails(slug: "bonus-boas-vindas", pageSlug: "boas-vindas", language: "pt"),
                                            credentials: credentials).urlRequest
        #expect(page.httpMethod == "GET")
        #expect(page.url?.absoluteString == "https://api.goma.test/api/promotions/v1/bonus-boas-vindas/boas-vindas?language=pt")
        #expect(page.bearer == "Bearer anon-jwt")
        #expect(GomaAPI.promotions(language: "pt").cacheTTL != nil)
    }

    // MARK: - Service

    @Test func theConfiguredLanguageElseTheFallbackIsSent() async throws {
        let server = GomaStubServer(["POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
                                     "GET /api/promotions/v1": { _, _ in .fixture("promotions.json") }])
        let promotions = try await provider(server).content.promotions()
        #expect(promotions.count == 2)
        var configuration = testConfiguration
        configuration.language = nil
        _ = try await GomaProvider(configuration: configuration, transport: server.transport, retryPolicy: .none, now: fixtureNow).content.promotions()
        let languages = server.requests.filter { $0.path == "/api/promotions/v1" }.map { $0.url?.query }
        #expect(languages == ["language=pt", "language=\(GomaAPI.promotionsFallbackLanguage)"])
    }

    @Test func promotionsAreCached() async throws {
        let server = GomaStubServer(["POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
                                     "GET /api/promotions/v1": { _, _ in .fixture("promotions.json") }])
        let content = provider(server).content
        _ = try await content.promotions()
        _ = try await content.promotions()
        #expect(server.count("GET /api/promotions/v1") == 1)
    }

    @Test func anUnknownPromotionIsNotFound() async throws {
        let server = GomaStubServer(["POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
                                     "GET /api/promotions/v1/gone/page": { _, _ in .fixture("promotion-details-error-404.json", status: 404) }])
        await #expect(throws: ServiceProviderError.notFound) {
            try await self.provider(server).content.promotionDetails(PromotionPageReference(promotionSlug: "gone", pageSlug: "page"))
        }
    }

    @Test func invalidSlugsAreRefusedBeforeSending() async throws {
        let server = GomaStubServer()
        let content = provider(server).content
        for (reference, field) in [(PromotionPageReference(promotionSlug: "a/b", pageSlug: "p"), "promotionSlug"),
                                   (PromotionPageReference(promotionSlug: "a", pageSlug: " "), "pageSlug"),
                                   (PromotionPageReference(promotionSlug: "..", pageSlug: "p"), "promotionSlug")] {
            do {
                _ = try await content.promotionDetails(reference)
                Issue.record("expected a refusal of \(reference)")
            } catch {
                guard case .validation(let fields) = error else { Issue.record("unexpected \(error)"); return }
                #expect(fields.map(\.field) == [field])
            }
        }
        #expect(server.requests.isEmpty)
    }

    // MARK: - Sandbox

    @Test func sandboxListsPromotionsAndOpensAPage() async throws {
        let content = GomaSandbox.makeProvider().content
        let promotions = try await content.promotions()
        #expect(promotions.map(\.title) == ["Bónus de Boas-Vindas", "Cashback Semanal"])
        let reference = try #require(promotions.first?.page)
        let details = try await content.promotionDetails(reference)
        #expect(details.page?.sections.count == 3)
        #expect(details.page?.terms?.items.count == 2)
        await #expect(throws: ServiceProviderError.notFound) {
            try await content.promotionDetails(PromotionPageReference(promotionSlug: "cashback-semanal", pageSlug: "x"))
        }
    }

    // MARK: - Loopback

    @Test func promotionsAndAPageOverTheRealTransport() async throws {
        let loopback = try await GomaLoopback(["GET /api/promotions/v1": .fixture("promotions.json"),
                                               "GET /api/promotions/v1/bonus-boas-vindas/boas-vindas": .fixture("promotion-details.json"),
                                               "GET /api/promotions/v1/gone/page": .fixture("promotion-details-error-404.json", status: 404)],
                                              signedIn: false)
        defer { loopback.stop() }
        let content = loopback.provider.content
        let promotions = try await content.promotions()
        #expect(promotions.map(\.id) == ["12", "15"])
        let details = try await content.promotionDetails(try #require(promotions.first?.page))
        #expect(details.page?.sections.map(\.sortOrder) == [1, 2, 3])
        await #expect(throws: ServiceProviderError.notFound) {
            try await content.promotionDetails(PromotionPageReference(promotionSlug: "gone", pageSlug: "page"))
        }
        let sent = loopback.requests.filter { $0.path.hasPrefix("/api/promotions/v1") }
        #expect(sent.map(\.path) == ["/api/promotions/v1", "/api/promotions/v1/bonus-boas-vindas/boas-vindas", "/api/promotions/v1/gone/page"])
        #expect(sent.map(\.query) == ["language=pt", "language=pt", "language=pt"])
        #expect(sent.first?.headerFields.first { $0.name.lowercased() == "authorization" }?.value == "Bearer goma-anonymous-jwt-placeholder")
    }

    // MARK: - Helpers

    private func provider(_ server: GomaStubServer) -> GomaProvider {
        GomaProvider(configuration: testConfiguration, transport: server.transport, retryPolicy: .none, now: fixtureNow)
    }

    /// The fixture's page with other sections (JSON objects) and terms (a JSON value).
    private func decodePage(sections: [String], terms: String = "null") throws -> PromotionPage {
        let json = #"{"title":"T","slug":"s","is_active":true,"used_for_promotions":true,"platform":"all","status":"published","#
            + #""user_type":"all","sections":[\#(sections.joined(separator: ","))],"terms_and_conditions":\#(terms)}"#
        return GomaModelMapper.promotionPage(try GomaCoding.makeDecoder().decode(GomaModels.StaticPage.self, from: Data(json.utf8)))
    }
}
