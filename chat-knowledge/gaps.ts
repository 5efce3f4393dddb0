/**
 * Questions the facts do not answer, by topic: a question that names one of these gets the honest
 * 'cannot say' with phone and e-mail, never a neighbouring passage ('price per square metre for
 * wallpapering' is not answered with the wall-and-floor service, 'delivery to Austria' not with
 * the clause on delivery dates). Each entry says what is unknown; add a topic here when customers
 * ask something the business has not stated.
 */
import type { Passage } from './passages.ts';

/** Pieces a customer may ask to have held ('den Teppich Kiel reservieren'); matcher.ts brings piece and verb together. */
export const HELD_PIECES = ['ecksofa', 'sofa', 'sessel', 'stueck', 'moebelstueck', 'teppich', 'bett', 'boxspringbett', 'stuhl', 'stuehle', 'tisch', 'esstisch', 'kommode', 'schrank', 'regal', 'leuchte', 'lampe', 'matratze', 'bank', 'sitzbank', 'hocker'];

const gap = (id: string, decides: string, keywords: string, phrases: readonly string[] = []): Passage => ({
  id: `gap-${id}`,
  decides,
  keywords,
  phrases,
  fact: '',
  gap: true,
});

export function gapPassages(): Passage[] {
  return [
    // How one pays, named only as the condition of a question on paying ('Skonto bei Überweisung'): the payment clause answers.
    { ...gap('payment-methods', 'Welche Zahlungsarten (Karte, bar, PayPal) werden angenommen?', 'kreditkarte kreditkarten karte kartenzahlung kartenzahlungen bargeldlos kontaktlos ec eckarte girocard paypal bar bargeld barzahlung klarna lastschrift applepay überweisung ueberweisung überweisen ueberweisen', ['apple pay', 'mit karte']), takenInBy: ['payment-due'] },
    // Not 'Rate' alone: 'die letzte Rate zurückhalten' names an instalment already agreed.
    gap('financing', 'Gibt es Ratenzahlung, Finanzierung, Leasing oder Miete?', 'ratenzahlung ratenzahlungen ratenkauf ratenweise finanzierung finanzieren leasing leasen mieten miete mietkauf abzahlen', [
      'in raten', 'auf raten', 'raten zahlen', 'raten bezahlen', 'raten abzahlen', 'monatliche raten', 'monatlichen raten', 'in installments', 'pay in instalments', 'in instalments', 'in two instalments', 'in two installments', 'in monthly instalments',
    ]),
    // 'Könnt ihr ein Hotel in der Nähe empfehlen?' (the matcher's idioms name such a place so).
    // Gastronomy only as a place nearby: 'Macht ihr sowas auch für Gastronomie?' says whom the work is for.
    gap('area', 'Welche Unterkunft oder Gastronomie gibt es in der Umgebung?', 'unterkunft unterkünfte unterkuenfte', ['gastronomie in der', 'gastronomie hier', 'gastronomie gibt', 'gastronomie empfehlen', 'gastronomie in der naehe']),
    gap('abroad', 'Liefern Sie ins Ausland oder versenden Sie?', 'ausland österreich oesterreich schweiz frankreich niederlande luxemburg belgien england international versand versenden verschicken', ['versendet ihr', 'verschickt ihr', 'schickt ihr']),
    // Not 'Stunde' alone: 'brauch ne Stunde bis zu euch', 'zu viele Stunden auf der Rechnung'.
    gap('unit-prices', 'Was kostet ein Quadratmeter, ein Meter oder eine Stunde?', 'quadratmeter quadratmeterpreis laufmeter meterpreis stundenlohn stundensatz stundenpreis', [
      // Not 'Meter' alone: 'Stoff am Meter', 'by the meter' say how it is sold, 'drei Meter breit' how big.
      'pro stunde', 'die stunde', 'der meter', 'pro meter', 'je meter', 'ein meter', 'einen meter', 'kostet meter', 'meter kostet', 'price per meter', 'cost per meter', 'kostet eine stunde', 'kostet ne stunde', 'eine stunde kostet',
    ]),
    // Whether the shop delivers at all ('Liefert ihr Möbel aus dem Sale?' is no question on the terms' scope): not 'Lieferung', which the terms name.
    gap('delivery', 'Liefern Sie Möbel und Ware nach Hause?', 'lieferservice', ['liefert ihr', 'liefern sie', 'auch geliefert', 'wird geliefert', 'ihr liefern']),
    // A delivery missed, and a second one ('If I miss the delivery slot, do I have to pay for a second delivery?' got XI (1), damages for refusing acceptance).
    // Asked whatever the 'wenn' clause holds: 'Wenn ich bei der Lieferung nicht zu Hause bin, muss ich eine zweite Lieferung bezahlen?'
    {
      ...gap('delivery-costs', 'Was kostet die Lieferung?', 'lieferkosten lieferpauschale liefergebühr liefergebuehr versandkosten transportkosten', ['kostet die lieferung', 'kostet eine lieferung', 'kostet liefern',
        'zweite lieferung', 'zweiten lieferung', 'neue lieferung', 'second delivery', 'another delivery', 'miss the delivery', 'missed the delivery', 'lieferung verpasse', 'lieferung verpassen', 'lieferung verpasst']),
      askedByCondition: true,
    },
    // 'Ist die Lieferung beim Boxspringbett im Preis drin?': the piece is the object; no price says.
    // 'Gilt der Preis im Sale auch mit Lieferung?': the price said to hold with it.
    { ...gap('delivery-included', 'Ist die Lieferung im Preis enthalten oder kostenlos?', ''), together: [['liefer', 'anliefer'], ['preis', 'kost', 'inklusive', 'gratis', 'umsonst', 'extra', 'drin', 'dabei', 'enthalten', 'inbegriffen', 'aufpreis', 'gilt', 'gelt']] },
    gap('delivery-time', 'Wie lange dauert ein Auftrag, wie lang ist die Lieferzeit?', 'lieferzeit lieferzeiten wartezeit bearbeitungszeit', [
      'zeit fuer die lieferung', 'how long does it take', 'how long will it take', 'how long does delivery', 'how long does the delivery', 'how long is delivery', 'delivery time', 'wie lange dauert', 'wie lang dauert', 'wie schnell seid', 'wie schnell sind', 'wird es geliefert', 'wird das geliefert', 'wird er geliefert', 'wird sie geliefert',
      'wann wird geliefert', 'wann liefert ihr', 'wann liefern sie', 'wann kommt die lieferung', 'wann kommt meine bestellung',
      // 'wann kommt das Bett jetzt' after a missed delivery.
      'wann kommt das', 'wann kommt der', 'wann kommt die', 'wann kommt mein', 'wann kommt meine', 'wann kommen die', 'wann kommen meine', 'when will it arrive', 'when will my',
      // 'wir haben ein Boxspringbett bei euch bestellt, wann kommt das'
      'bestellt wann kommt', 'bestellt wann kommen', 'bestellt wann wird', 'bestellt wann werden',
      // '… Vorhänge bestellt, wann sind die fertig?'
      // 'Mein Name ist Müller, ich hatte Vorhänge bestellt, sind die fertig?': an order's state, which the assistant cannot see.
      'sind die fertig', 'sind die schon fertig', 'ist das schon fertig', 'ist es schon fertig', 'ist der schon fertig', 'ist die schon fertig', 'bestellung fertig', 'auftrag fertig',
      'wann sind die fertig', 'wann sind sie fertig', 'wann ist das fertig', 'wann ist es fertig', 'wann ist er fertig', 'wann ist sie fertig', 'wann ist der fertig', 'wann ist die fertig', 'wann ist alles fertig', 'wann fertig',
      // '… wollten fragen, wann die fertig sind': the same, asked in a clause.
      'wann die fertig sind', 'wann sie fertig sind', 'wann das fertig ist', 'wann es fertig ist', 'ob die fertig sind', 'ob sie fertig sind', 'ob das fertig ist', 'ob es fertig ist',
      // 'Bis wann muss ich spätestens bestellen, damit es vor Weihnachten fertig ist?': a deadline for the work, not when bills are due.
      'vor weihnachten fertig', 'bis weihnachten fertig', 'zu weihnachten fertig', 'rechtzeitig fertig', 'spaetestens bestellen', 'bis wann muss ich bestellen', 'bis wann bestellen',
      // 'Ich hab bei euch Vorhänge bestellt und wollte mal fragen, wie der Stand ist': an order's state.
      'wie der stand ist', 'wie ist der stand', 'was ist der stand', 'stand der dinge', 'status meiner bestellung', 'status meines auftrags', 'stand meiner bestellung', 'stand meines auftrags',
      'dauert das', 'dauert es', 'wie lange wuerde', 'wie lang wuerde', 'wie lange braucht', 'wie lange brauchen', 'wie lange benoetigt', 'wie viel zeit', 'wieviel zeit',
    ]),
    // 'Wie lange lagert ihr meine Möbel?' got the limitation of claims ('wie lange', 'Möbel'): storing is not stated.
    gap('storage', 'Lagern Sie Möbel oder Ware ein, und wie lange?', 'lagern lagert lagerung einlagern einlagerung eingelagert lagerkosten lagerplatz zwischenlagern zwischenlagerung'),
    // Not 'abholen' alone: 'wenn ich die Ware nicht abhole' asks the terms (damages for non-acceptance).
    // Either way: 'Holt ihr das Sofa bei mir ab?' asks the same unknown as 'Kann ich es selbst abholen?'.
    gap('pickup', 'Kann ich Ware selbst abholen, oder holen Sie sie bei mir ab?', 'selbstabholung selbstabholer abholung abholservice holservice', [
      // 'Kann ich das Sofa aus dem Sale heute mitnehmen?': taken along from the shop, as picked up.
      'heute mitnehmen', 'gleich mitnehmen', 'sofort mitnehmen', 'direkt mitnehmen', 'selbst mitnehmen', 'selber mitnehmen', 'einfach mitnehmen', 'mitnehmen',
      'selber abholen', 'selbst abholen', 'kann ich das abholen', 'kann ich es abholen', 'kann ich abholen', 'kann man abholen', 'auch abholen', 'abholen oder',
      'bei mir ab', 'bei uns ab', 'bei mir abholen', 'bei uns abholen', 'bei mir abgeholt', 'bei uns abgeholt',
    ]),
    // That an estimate is not binding the terms say (IV); whether it costs something they do not.
    { ...gap('estimate-fee', 'Kostet ein Kostenvoranschlag etwas?', ''), together: [['kostenvoranschlag', 'voranschlag', 'kostenvoranschlaeg', 'voranschlaeg'], ['kost', 'gratis', 'umsonst', 'bezahl', 'zahl', 'gebuehr', 'berechn', 'geld']] },
    // How long a quote holds the terms do not say ('Wie lange gilt ein Kostenvoranschlag?' got the limitation of defect claims).
    {
      ...gap('quote-validity', 'Wie lange gilt ein Kostenvoranschlag oder ein Angebot, das ich bekommen habe?', '', [
        ...['kostenvoranschlag', 'voranschlag', 'kva', 'angebot'].flatMap((quote) => [`wie lange gilt der ${quote}`, `wie lange gilt ein ${quote}`, `wie lange gilt das ${quote}`, `wie lange gilt mein ${quote}`, `wie lange ist der ${quote} gueltig`, `wie lange ist ein ${quote} gueltig`, `wie lange ist das ${quote} gueltig`, `${quote} noch gueltig`, `gilt der ${quote} noch`, `gilt das ${quote} noch`, `gilt mein ${quote} noch`]),
        'how long is the quote valid', 'how long is a quote valid', 'is the quote still valid',
      ]),
    },
    // The facts name no online shop ('online bestellen' is no question about the right of withdrawal).
    gap('online-shop', 'Kann ich online bestellen, haben Sie einen Onlineshop?', 'onlineshop webshop internetshop', ['online bestellen', 'online kaufen', 'im internet bestellen', 'im internet kaufen', 'online shop', 'order online', 'buy online']),
    // Nor whether an order is taken by phone or e-mail ('Kann ich telefonisch bestellen?' is no question about the right of withdrawal).
    gap('remote-order', 'Kann ich telefonisch oder per E-Mail bestellen?', 'telefonbestellung', [
      ...['telefonisch', 'per telefon', 'am telefon', 'uebers telefon', 'ueber das telefon', 'per email', 'per e mail', 'per mail', 'schriftlich'].flatMap((way) => [`${way} bestellen`, `${way} etwas bestellen`, `${way} was bestellen`, `bestellung ${way} an`, `bestellungen ${way} an`, `${way} eine bestellung`, `${way} aufgeben`]),
      'order by phone', 'order over the phone', 'order by email', 'order by e mail', 'phone orders', 'phone order',
    ]),
    // A report for the customer's insurer ('Macht ihr auch Gutachten für die Versicherung?') is no service the facts name.
    // So is a statement for it ('Brauche für die Hausratversicherung eine Bestätigung, dass der Sessel nicht mehr zu retten ist').
    gap('expert-reports', 'Erstellen Sie Gutachten oder Schadensgutachten?', 'gutachten gutachter schadensgutachten sachverständiger sachverstaendiger sachverständige sachverstaendige wertgutachten', [
      'bestaetigung fuer die versicherung', 'bestaetigung fuer meine versicherung', 'bestaetigung fuer die hausratversicherung', 'fuer die hausratversicherung', 'fuer die versicherung eine bestaetigung', 'nicht mehr zu retten',
    ]),
    // 'Kann man bei Frost Parkett verlegen?' got the limitation periods ('Frost' read as a typo of 'Frist'): the weather's part the facts do not say.
    gap('weather', 'Spielt das Wetter eine Rolle, etwa Frost oder Schnee?', 'frost minusgrade glatteis schnee schneit'),
    // A cat's scratching post ('Kratzbaum' got the transport damage, by 'Kratzer') is nothing the facts name.
    gap('pet-furniture', 'Machen Sie Kratzbäume oder Möbel für Haustiere?', 'kratzbaum kratzbaeume kratzbäume katzenbaum katzenbaeume kletterbaum'),
    // 'Lebt der Gründer eigentlich noch?' got who founded the shop: whether he lives the facts do not say.
    gap('still-alive', 'Lebt jemand aus der Familie noch?', '', ['lebt der', 'lebt er noch', 'lebt sie noch', 'lebt der noch', 'lebt die noch', 'noch am leben', 'ist er gestorben', 'ist sie gestorben', 'still alive', 'is he alive', 'is she alive']),
    gap('po-box', 'Haben Sie ein Postfach?', 'postfach postfaecher postfachs'),
    gap('vouchers', 'Gibt es Gutscheine?', 'gutschein gutscheine geschenkgutschein voucher'),
    // Renting pieces out ('verleiht ihr sowas auch?') and painting walls are no services the facts name.
    // 'Könnt ihr einen guten Steuerberater empfehlen?': another trade's adviser, no consultation of the shop's ('-berater').
    gap('other-advisers', 'Empfehlen Sie Berater anderer Fächer (Steuer, Finanzen, Energie)?', 'steuerberater steuerberaterin finanzberater finanzberaterin energieberater energieberaterin vermoegensberater versicherungsberater anlageberater unternehmensberater'),
    // 'Sind eure Matratzen schadstofffrei?' ('frei' of the rooms kept free is no part of it).
    // 'Stoffe, die schadstoffgeprüft sind' (it got the clause on the customer's own fabrics).
    gap('certification', 'Sind Ihre Produkte schadstofffrei oder zertifiziert (Öko-Tex, Siegel)?', 'schadstofffrei schadstoffarm schadstoffe schadstoff schadstoffgeprueft schadstoffgepruefte schadstoffgeprueften oekotex zertifiziert zertifikat zertifikate zertifizierung siegel emissionsarm'),
    gap('rental', 'Verleihen oder vermieten Sie Dekoration oder Möbel?', 'verleiht verleihen verleih vermieten vermietet vermietung ausleihen leihen ersatzsofa ersatzsessel leihsofa ersatzmoebel'),
    gap('painting', 'Streichen Sie Wände, machen Sie Malerarbeiten?', 'streichen streicht anstreichen gestrichen maler malerarbeiten malerbetrieb wandfarbe'),
    // How invoices are sent, and the shop's own account, the facts do not say ('Wie ist eure IBAN?' is no customer's IBAN typed into the chat).
    // 'Können meine Eltern die Rechnung bezahlen?', '… auf deren Namen': who pays or is billed is agreed, not stated (it got V (1), when bills are due).
    gap('other-payer', 'Kann jemand anderes die Rechnung bezahlen oder auf seinen Namen bekommen?', '', [
      ...['eltern', 'mutter', 'vater', 'mama', 'papa', 'oma', 'opa', 'schwiegereltern', 'sohn', 'tochter', 'bruder', 'schwester', 'partner', 'partnerin', 'freund', 'freundin', 'chef', 'arbeitgeber', 'nachbar', 'nachbarin'].flatMap((who) => [
        `${who} die rechnung`, `${who} bezahlen`, `${who} zahlen`, `${who} uebernehmen`, `${who} bezahlt`, `${who} zahlt`, `${who} uebernimmt`,
      ]),
      'auf deren namen', 'auf dessen namen', 'auf seinen namen', 'auf ihren namen', 'auf den namen meiner', 'auf den namen meines', 'in someone else s name', 'my parents pay', 'parents pay',
    ]),
    gap('invoice-by-mail', 'Kommt die Rechnung per E-Mail?', '', ['rechnung per mail', 'rechnung per e mail', 'rechnung per email', 'rechnung als pdf', 'rechnung digital', 'rechnung elektronisch', 'invoice by email']),
    // 'Habt ihr eine Bankverbindung?' asks the shop's, not whether to type one's own into the chat.
    gap('shop-account', 'Auf welches Konto überweise ich, wie ist Ihre IBAN?', '', [
      'eure iban', 'ihre iban', 'euer konto', 'eure bankverbindung', 'ihre bankverbindung', 'eure kontonummer', 'ihre kontonummer', 'welches konto', 'welche iban', 'your iban', 'your bank details',
      ...['bankverbindung', 'kontoverbindung', 'iban', 'kontonummer'].flatMap((account) => [`habt ihr eine ${account}`, `haben sie eine ${account}`, `habt ihr ne ${account}`]),
    ]),
    gap('minimum-order', 'Gibt es einen Mindestbestellwert oder eine Mindestmenge?', 'mindestbestellwert mindestbestellmenge mindestabnahme mindestauftrag mindestauftragswert mindestmenge', ['minimum order']),
    // 'Wie lange vorher kündigt ihr die Lieferung an?': how early a date is told the facts do not say (not the limitation's 'wie lange').
    // By phrase: 'lange' and 'Termin' alone ask the hours ('Wie lange habt ihr am Freitag auf und kann ich da ohne Termin kommen?').
    gap('delivery-notice', 'Wie lange vorher wird eine Lieferung oder ein Termin angekündigt?', '', ['kuendigt ihr', 'kuendigen sie', 'vorher angekuendigt', 'rechtzeitig angekuendigt', 'wird angekuendigt', 'werden angekuendigt', 'wird das angekuendigt', 'wird die lieferung angekuendigt']),
    // 'Wie lange vorher muss ich mich melden, wenn Anfang Februar der Boden gemacht werden soll?': how early to book the facts do not say
    // (it got the 3 days to report transport damage, by 'melden' and 'wie lange').
    gap('lead-time', 'Wie lange im Voraus muss ich einen Auftrag oder Termin anfragen?', 'vorlauf vorlaufzeit', [
      ...['wie lange vorher', 'wie lange im voraus', 'wie weit im voraus', 'wie frueh'].flatMap((ahead) =>
        ['muss ich', 'muessen wir', 'sollte ich', 'sollten wir'].flatMap((who) =>
          ['mich melden', 'uns melden', 'anrufen', 'bescheid geben', 'bescheid sagen', 'bestellen', 'buchen', 'anfragen', 'einen termin'].map((what) => `${ahead} ${who} ${what}`),
        ),
      ),
      'how far in advance', 'how much notice',
    ]),
    // 'In der Mietwohnung darf ich nicht bohren. Habt ihr Plissees zum Klemmen?': fitting without drilling the facts do not name
    // (it got the rights for defects, 'klemmen' read as something that jams).
    gap('no-drilling', 'Gibt es Plissees oder Vorhänge zum Klemmen, ohne Bohren?', 'klemmplissee klemmplissees klemmfix klemmtraeger klemmträger', [
      'zum klemmen', 'zum einklemmen', 'ohne bohren', 'ohne zu bohren', 'nicht bohren', 'kein bohren', 'keine loecher bohren', 'no drilling', 'without drilling',
    ]),
    // Someone who came and found nobody ('Mein Termin war heute um 10 und niemand war da!'): not the hours at that time, which read as a denial.
    gap('nobody-there', 'Ich war da, aber niemand war da oder es war zu – was nun?', '', [
      'niemand war da', 'keiner war da', 'war niemand da', 'war keiner da', 'niemand da gewesen', 'keiner da gewesen', 'ist niemand gekommen', 'ist keiner gekommen', 'niemand ist gekommen', 'keiner ist gekommen', 'niemand aufgemacht', 'keiner aufgemacht', 'vor verschlossener tuer', 'keiner kam', 'niemand kam', 'kam keiner', 'kam niemand',
    ]),
    // The site not working for the visitor ('Die Seite lädt bei mir nicht richtig'): not the fonts it loads.
    gap('site-trouble', 'Die Website lädt nicht oder funktioniert nicht richtig – was tun?', '', [
      'laedt nicht', 'laedt bei mir nicht', 'laed nicht', 'seite geht nicht', 'website geht nicht', 'seite funktioniert nicht', 'website funktioniert nicht', 'seite haengt', 'seite spinnt',
      'bild laedt nicht', 'bilder laden nicht', 'fehlermeldung', 'weisse seite', 'leere seite', 'wird nicht angezeigt', 'werden nicht angezeigt',
      // 'Der Chat funktioniert nicht', 'Ich sehe keine Bilder', 'Die Seite ist so langsam'.
      'chat funktioniert nicht', 'chat geht nicht', 'chat haengt', 'sehe keine bilder', 'sehe die bilder nicht', 'keine bilder zu sehen', 'seite ist so langsam', 'seite ist langsam', 'seite laedt langsam', 'laedt so langsam',
    ]),
    // How long a sale price lasts the facts do not say ('Wie lange gilt das Angebot für den Sessel noch?' got the limitation clause).
    gap('offer-duration', 'Wie lange gilt ein Angebot oder ein reduzierter Preis noch?', '', [
      ...['wie lange', 'bis wann'].flatMap((asked) => [`${asked} gilt das angebot`, `${asked} gilt der preis`, `${asked} gilt dieser preis`, `${asked} gilt das sonderangebot`, `${asked} laeuft das angebot`, `${asked} ist das reduziert`, `${asked} ist der reduziert`, `${asked} ist die reduziert`, `${asked} gibt es das angebot`, `${asked} gilt der rabatt`, `${asked} laeuft der sale`, `${asked} geht der sale`, `${asked} gilt der sale`, `${asked} gelten die angebote`, `${asked} laufen die angebote`, `${asked} gibt es den sale`, `${asked} gelten die preise`, `${asked} gelten die sale preise`, `${asked} gelten die salepreise`, `${asked} gelten die reduzierten preise`, `${asked} gilt der sonderpreis`, `${asked} gelten die sonderpreise`, ...['der', 'euer', 'ihr', 'ein', 'mein', 'unser'].flatMap((whose) => [`${asked} gilt ${whose} kostenvoranschlag`, `${asked} ist ${whose} kostenvoranschlag gueltig`])]),
      'how long does the sale', 'how long is the sale', 'when does the sale end',
    ]),
    // An order changed after it was placed ('… einen Stoff ausgesucht, kann ich den noch gegen einen anderen tauschen?'): the terms say nothing of it.
    gap('order-change', 'Kann ich meine Bestellung nachträglich ändern?', 'umbestellen umbestellung', [
      ...['einen', 'eine', 'ein'].flatMap((article) => [`gegen ${article} anderen tauschen`, `gegen ${article} andere tauschen`, `gegen ${article} anderes tauschen`]),
      'noch tauschen', 'bestellung aendern', 'auftrag aendern', 'nachtraeglich aendern',
      // Not 'noch ändern' alone: 'kann sich der Preis noch ändern?' asks whether an offer binds (II (1)).
      ...['das', 'es', 'ich', 'man', 'ihn', 'sie', 'was', 'etwas'].map((what) => `${what} noch aendern`), 'noch was aendern', 'noch etwas aendern', 'farbe aendern', 'stoff aendern', 'noch wechseln',
      // 'Ich möchte einen anderen Stoff als bestellt': another than ordered, wished for (not 'anders als bestellt', a delivery told).
      ...['anderen stoff', 'andere farbe', 'anderes muster', 'andere groesse'].flatMap((other) => [`${other} als bestellt`, `doch ${other}`]),
    ]),
    // Not 'handeln' alone: 'es handelt sich um …'.
    // 'Geht ihr mit dem Preis mit?' (a price seen elsewhere matched; it got the words on prices), 'letzter Preis', 'wiggle room'.
    gap('haggling', 'Kann man über den Preis verhandeln?', 'verhandeln verhandelbar feilschen verhandlungsbasis', ['noch handeln', 'preis handeln', 'kann man handeln', 'laesst sich handeln', 'handeln lassen', 'mit sich handeln', 'am preis machen', 'beim preis was machen', 'preis noch was machen', 'beim preis noch was',
      'mit dem preis mit', 'beim preis mit', 'preis mitgehen', 'letzter preis', 'letzte preis', 'letzten preis', 'price match', 'match the price', 'match that price', 'wiggle room', 'best price', 'knock something off']),
    // Places for apprentices and interns are the apprenticeship passage's (it says to ask whether one is free).
    gap('jobs', 'Stellen Sie ein, gibt es offene Stellen?', 'job jobs stellenangebot stellenangebote bewerbung bewerben', ['sucht ihr', 'suchen sie', 'stellt ihr ein', 'stellen sie ein']),
    // Steps only as the way in ('Treppenstufen mit Teppich belegen' is the floor service's work).
    // A floor of the building only asked of the shop ('… neuen Teppichboden im Obergeschoss' is the customer's house).
    gap('accessibility', 'Ist der Laden barrierefrei?', 'ebenerdig stufenlos barrierefrei barrierefreiheit rollstuhl rollstuhlgerecht rollator aufzug behindert behinderte behinderten behindertengerecht behindertenparkplatz', [
      'stufen am eingang', 'stufen zum laden', 'stufen zum eingang', 'gibt es stufen', 'habt ihr stufen', 'sind da stufen', 'ohne stufen',
      ...['im obergeschoss', 'im erdgeschoss', 'im untergeschoss', 'in der etage', 'im ersten stock'].flatMap((floor) => [`seid ihr ${floor}`, `sind sie ${floor}`, `ist der laden ${floor}`, `ist das studio ${floor}`, `ist das boxspring studio ${floor}`, `ist der showroom ${floor}`, `liegt der laden ${floor}`]),
      'welche etage', 'welcher etage', 'welchem stock', 'welchem stockwerk',
    ]),
    gap('catering', 'Gibt es Frühstück, Kaffee oder etwas zu essen?', 'frühstück fruehstueck kaffee getränke getraenke verpflegung', ['etwas zu essen', 'was zu essen', 'zu trinken']),
    // A cat or a dog alone is no question about bringing one ('die Katze hat das Sofa zerkratzt').
    // 'Welchen Stoff empfehlt ihr bei Haustieren?': pets as the condition of a recommendation, which the advice answers.
    {
      ...gap('pets', 'Darf ich Haustiere mitbringen?', 'haustier haustiere', [
        'hund mitbringen', 'hunde mitbringen', 'katze mitbringen', 'katzen mitbringen', 'hund mitnehmen', 'katze mitnehmen', 'mit hund', 'mit meinem hund', 'mit katze', 'mit meiner katze',
        'hunde erlaubt', 'katzen erlaubt', 'hund erlaubt', 'hund mit', 'hunde willkommen', 'dogs allowed', 'bring my dog',
      ]),
      takenInBy: ['advice'],
    },
    // 'was passiert mit den alten polstern, recycelt ihr die' (the probe's; it got the Polsterei).
    gap('disposal', 'Entsorgen Sie alte Möbel, Teppiche oder Böden?', 'entsorgen entsorgung entsorgt sperrmüll abtransport wegbringen recyceln recycelt recycling wiederverwertet', [
      ...['was passiert mit', 'was macht ihr mit', 'was machen sie mit'].flatMap((asked) => ['den', 'dem', 'der', 'meinem', 'meiner', 'meinen', 'unserem', 'unserer', 'unseren'].map((whose) => `${asked} ${whose} alten`)),
      // '… alten Sofa, nehmt ihr das mit?'
      ...['nehmt ihr', 'nehmen sie'].flatMap((asked) => ['das', 'die', 'den', 'es', 'ihn', 'sie'].map((it) => `${asked} ${it} mit`)),
      // 'Nehmt ihr die Verpackung mit?' (it got the transport damage clause).
      'verpackung mit', 'verpackung entsorgen', 'verpackung weg', 'karton mit', 'kartons mit',
      // 'Nehmt ihr meinen alten Teppich mit, …?' is put as 'entsorgt ihr …' by the matcher's idioms (not 'Nehmt ihr den alten Sessel zum Beziehen an?').

      'alten mitnehmen', 'alte mitnehmen', 'altes mitnehmen',
    ]),
    // The Polsterei repairs frames; wood sanded, stained or lacquered the facts do not name.
    gap('wood-finish', 'Schleifen, beizen oder lackieren Sie Holz?', 'abschleifen schleifen lackieren lackiert lack beizen ölen oelen furnier furnieren tischler schreiner holzarbeiten'),
    // A cabinet or table done up ('einen alten Schrank aufarbeiten') is wood work too; a chair's is the Polsterei's.
    { ...gap('wood-restoring', 'Arbeiten Sie Schränke, Kommoden oder Tische auf?', ''), together: [['schrank', 'schraenk', 'kasten', 'kaesten', 'kommod', 'tisch', 'regal', 'vitrin', 'anrichte'], ['aufarbeit', 'restaurier', 'aufbereit', 'auffrisch', 'aufhuebsch']] },
    // Samples there are ('Fragen Sie uns gern nach Mustern'); whether they may go home with a customer the facts do not say.
    { ...gap('samples-home', 'Kann ich Stoffproben oder Muster mit nach Hause nehmen?', ''), together: [['stoffprob', 'prob', 'muster', 'stoffmuster'], ['hause', 'mitnehm', 'ausleih', 'leih', 'ansicht']] },
    gap('self-measure', 'Kann ich selbst ausmessen und die Maße schicken?', '', ['selber ausmessen', 'selbst ausmessen', 'selber messen', 'selbst messen', 'selber vermessen', 'selbst vermessen', 'wie messe ich', 'wie messe ich richtig', 'richtig ausmessen', 'richtig messen', 'wie muss ich messen', 'wie muss ich ausmessen', 'meine masse', 'eigene masse', 'masse schicken', 'masse mailen', 'masse senden', 'masse zuschicken']),
    gap('holidays', 'Haben Sie an Feiertagen oder in den Ferien geöffnet?', 'feiertag feiertage feiertagen feiertags weihnachten weihnachtstag weihnachtstage weihnachtsfeiertag weihnachtsfeiertage heiligabend silvester fronleichnam allerheiligen reformationstag ostern ostermontag karfreitag pfingsten pfingstmontag himmelfahrt neujahr betriebsferien betriebsurlaub', [
      // Not 'Urlaub' alone: 'wenn ich in den Urlaub fahre' is the customer's.
      'ihr urlaub', 'sie urlaub', 'euer urlaub', 'euren urlaub', 'eurem urlaub', 'ihren urlaub', 'ihrem urlaub', 'ihr im urlaub', 'sie im urlaub', 'ihr in urlaub', 'urlaub habt', 'urlaub macht', 'urlaub geschlossen',
    ]),
    gap('age', 'Wie alt ist jemand, seit wann gibt es den Betrieb?', 'gründungsjahr gruendungsjahr', ['wie alt', 'seit wann', 'welchem jahr', 'wie lange gibt es', 'how old']),
    gap('durability', 'Wie lange hält ein Produkt?', 'haltbarkeit lebensdauer', ['wie lange haelt', 'wie lang haelt', 'haelt so ein', 'haelt ein']),
    // 'Arbeitet ihr mit Subunternehmern?' (it got the limitation periods, by 'Unternehmer').
    gap('subcontractors', 'Arbeiten Sie mit Subunternehmern?', 'subunternehmer subunternehmern subunternehmen nachunternehmer subcontractor subcontractors'),
    gap('channels', 'Sind Sie per WhatsApp, SMS oder Messenger erreichbar?', 'whatsapp sms messenger telegram signal sprachnachricht sprachnachrichten'),
    gap('newsletter', 'Gibt es einen Newsletter?', 'newsletter'),
    // 'Könnt ihr mir Bescheid geben, wenn das Sofa noch billiger wird?': no price alerts are named (not the estimate's overrun, whose customer is told).
    gap('price-alert', 'Sagen Sie Bescheid, wenn etwas billiger wird?', 'preisalarm preiswecker', [
      ...['billiger', 'guenstiger', 'reduziert', 'heruntergesetzt', 'runtergesetzt'].flatMap((lower) => [`${lower} wird`, `${lower} werden`, `${lower} wuerde`]),
      'noch billiger', 'noch guenstiger', 'preis sinkt', 'preis faellt', 'im preis sinkt', 'im preis faellt',
    ]),
    // 'Ich hab nen Fleck auf dem Sofa, reinigt ihr auch Polster?': cleaning is no service the facts name.
    gap('cleaning', 'Reinigen Sie Polster, Teppiche oder Vorhänge, entfernen Sie Flecken?', 'reinigen reinigt reinigung polsterreinigung teppichreinigung fleckentfernung wasserflecken wasserfleck fettflecken fettfleck rotweinflecken rotweinfleck putzen putzt fensterputzen fensterreinigung', ['fleck entfernen', 'flecken entfernen', 'flecken raus', 'fleck raus', 'gegen flecken', 'gegen den fleck', 'gegen fleck', 'flecken weg', 'fleck weg', 'flecken rausmachen', 'fleck rausmachen', 'flecken rausbekommen', 'fleck rausbekommen', 'flecken rauskriegen']),
    // 'als PDF' is a filler ('Preisliste als PDF' asks for the price list); a copy of the chat or a document sent as one is not stated.
    // 'exportieren' as a phrase: 'meine Daten exportieren' is the right to portability (privacy-portability's longer phrase).
    gap('copies', 'Kann ich den Chat oder ein Dokument als PDF, ausgedruckt oder zum Herunterladen bekommen?', 'ausdrucken ausdruck', [
      'exportieren', 'exportiert', 'export', 'als pdf bekommen', 'als pdf schicken', 'als pdf zuschicken', 'als pdf senden', 'als pdf haben', 'als pdf speichern', 'als pdf runterladen', 'als pdf herunterladen', 'chat herunterladen', 'chatverlauf herunterladen', 'chat runterladen', 'chat exportieren',
    ]),
    gap('radius', 'Wie weit fahren Sie zu Kunden?', 'kilometer km umkreis einzugsgebiet entfernung', ['wie weit fahrt', 'wie weit fahren']),
    gap('tips', 'Wie viel Trinkgeld ist üblich?', 'trinkgeld'),
    // Not 'noch da' alone: 'seid ihr noch da' asks whether the shop is open. 'Habt ihr den Stoff
    // noch?' asks whether that fabric is left, not whether the shop sells fabrics.
    gap('stock', 'Ist ein Artikel vorrätig oder sofort lieferbar?', 'vorrätig vorraetig lagernd lieferbar verfügbar verfuegbar', ['auf lager', 'noch zu haben', 'schon verkauft', 'schon weg', 'noch verkauft', 'noch erhaeltlich', 'stoff noch', 'stoffe noch', 'bezugsstoff noch']),
    // 'Kann ich das Sofa aus dem Angebot reservieren lassen?' got the sale page: holding a piece is a person's call.
    // Not 'reservieren' alone: 'einen Termin im Boxspring-Studio reservieren' is the way to an appointment.
    gap('hold', 'Legen Sie ein Stück für mich zurück oder reservieren Sie es?', 'zurücklegen zuruecklegen zurückgelegt zurueckgelegt', [
      'fuer mich zurueck', 'fuer uns zurueck', 'reservieren lassen', 'fuer mich reservieren', 'fuer mich reserviert', 'fuer uns reservieren', 'fuer uns reserviert', 'mir reservieren', 'uns reservieren', 'es reservieren', 'ihn reservieren', 'reserviert werden',
      // A piece named ('das Sofa aus dem Sale reservieren', 'das Ecksofa bis nächste Woche reservieren': matcher.ts brings
      // piece and verb together); an appointment is no piece.
      'sale reservieren', 'angebot reservieren', 'angebote reservieren', ...HELD_PIECES.map((piece) => `${piece} reservieren`),
      // A sale piece named, its name left out to read the rest ('Kann ich den Teppich Kiel reservieren?': answer.ts).
      'den reservieren', 'das reservieren', 'die reservieren',
    ]),
    gap('language', 'Sprechen Sie Englisch?', 'englisch english'),
    // The Polsterei names armchairs, sofas and chairs: a car's or a boat's seats it does not.
    gap('vehicles', 'Polstern Sie Auto-, Boots-, Motorrad- oder Wohnmobilsitze?', 'autositz autositze autositzen autopolster autosattler autosattlerei fahrzeugsitz fahrzeugsitze kfz oldtimer wohnmobil wohnmobils wohnwagen camper traktor traktors traktorsitz traktorsitze segelboot segelboote segelboots kajuete kajueten motorboot motorboote boot boote boots bootspolster bootspolstern bootskissen yacht narrowboat narrowboats caravan caravans campervan motorrad motorrads motorradsitz motorradsitze motorradsitzbank autoteppich autoteppiche automatte automatten', ['car seats', 'boat cushions', 'sitze im auto', 'sitze vom auto', 'sitze meines autos', 'sitze von meinem auto', 'auto neu beziehen', 'auto polstern']),
    // Whether a fee counts towards a purchase ('wird das angerechnet, wenn ich das Bett kaufe'): not stated (set-off is another matter).
    // 'bekomme ich auf die Übernachtung im Studio Rabatt, wenn ich danach das Bett kaufe?': the same question.
    {
      ...gap('credited', 'Wird eine Pauschale auf den Kaufpreis angerechnet?', 'angerechnet anrechnen anrechnung gutgeschrieben gutschreiben', ['wenn ich danach', 'wenn ich anschliessend', 'wenn ich hinterher', 'if i buy', 'if we buy', 'when i buy']),
      askedByCondition: true,
    },
    // 'Ich warte immer noch auf meine Gutschrift von 120 €': when money comes back the facts do not say (not the fonts' 'Schrift').
    gap('credit-note', 'Wann kommt meine Gutschrift?', 'gutschrift gutschriften'),
    // Beds the studio does not name (its beds are boxspring beds): 'Habt ihr Wasserbetten?' is no yes.
    gap('other-beds', 'Führen Sie Wasserbetten, Hochbetten oder Kinderbetten?', 'wasserbett wasserbetten gelbett gelbetten hochbett hochbetten etagenbett etagenbetten kinderbett kinderbetten babybett babybetten hundebett hundebetten katzenbett katzenbetten pflegebett pflegebetten krankenbett krankenbetten'),
    // Kitchens are a room ('Vorhänge für die Küche'), and a product the facts do not name.
    gap('kitchens', 'Verkaufen oder planen Sie Küchen?', 'einbauküche einbaukueche einbauküchen einbaukuechen küchenplanung kuechenplanung küchenstudio kuechenstudio', [
      'kitchen cabinets', 'kitchen cabinet', 'kitchens', 'kuechenschraenke', 'kuechenschrank',
      'verkauft ihr kuechen', 'verkaufen sie kuechen', 'habt ihr kuechen', 'haben sie kuechen', 'plant ihr kuechen', 'planen sie kuechen', 'eine kueche kaufen', 'neue kueche kaufen', 'do you sell kitchens',
      // 'Kann man bei euch eine Küche planen lassen?' ('Küche' alone is a room, a filler).
      'kueche planen', 'kuechen planen', 'kueche geplant', 'kueche neu planen',
    ]),
    // A discount for who the customer is: the sale's reductions are for everyone, others the facts do not name.
    gap(
      'group-discount',
      'Gibt es Rabatt für Rentner, Studenten oder Stammkunden?',
      'seniorenrabatt rentnerrabatt studentenrabatt schülerrabatt schuelerrabatt stammkundenrabatt treuerabatt mitarbeiterrabatt gruppenrabatt gruppenrabatte',
      ['rentner', 'senioren', 'studenten', 'student', 'schueler', 'stammkunden', 'stammkunde'].flatMap((who) => [`als ${who} rabatt`, `fuer ${who} rabatt`, `rabatt fuer ${who}`]),
    ),
    // 'Ich bin Stammkunde, gibt es einen Rabatt?' got the sale: who the customer is and the discount, told apart.
    {
      ...gap('group-discount-told', 'Gibt es Rabatt für Rentner, Studenten oder Stammkunden?', ''),
      together: [['stammkund', 'rentner', 'senior', 'student', 'schueler', 'azubi', 'auszubildend'], ['rabatt', 'nachlass', 'prozente', 'verguenstigung']],
    },
    // The trade's discount ('Ich bin Handwerker, kann ich bei euch Rabatt bekommen?' got the sale): not stated either.
    {
      ...gap('trade-discount', 'Gibt es Rabatt für Handwerker, Händler, Architekten oder Firmen?', ''),
      together: [['handwerker', 'haendler', 'wiederverkaeufer', 'architekt', 'innenarchitekt', 'gewerbe', 'gewerblich', 'firma', 'firmen', 'raumausstatter', 'kollege', 'kollegen'], ['rabatt', 'nachlass', 'prozente', 'sonderkondition', 'konditionen', 'haendlerpreis', 'einkaufspreis']],
    },
    // 'Ich bin Architekt, arbeitet ihr mit Architekten zusammen?' got the clause that designs stay the shop's: working with
    // planners, agents or property managers is not stated (nor is working for businesses: an earlier row decides 'cannot say').
    {
      ...gap('partners', 'Arbeiten Sie mit Architekten, Planern oder Hausverwaltungen zusammen?', ''),
      together: [['architekt', 'innenarchitekt', 'planer', 'hausverwalt', 'verwalt', 'bautraeger', 'makler', 'wohnungsbau'], ['arbeit', 'zusammen', 'kooper', 'partner']],
    },
    // 'Ich will in 4 Wohnungen Vinyl legen lassen. Gibt es Mengenrabatt?': a discount for the amount, not stated.
    gap('quantity-discount', 'Gibt es Mengenrabatt oder Staffelpreise?', 'mengenrabatt mengenrabatte staffelpreis staffelpreise staffelrabatt grossabnehmer', [
      'rabatt fuer mehrere', 'rabatt bei mehreren', 'rabatt ab', 'rabatt bei grossen', 'bulk discount', 'volume discount',
      // 'Gibt es extra Rabatt, wenn ich Sofa Lindholm und Sessel Amrum zusammen nehme?'
      'zusammen nehme', 'zusammen nehmen', 'zusammen kaufe', 'zusammen kaufen', 'beide nehme', 'beide kaufe', 'beides nehme', 'beides kaufe',
      // 'Gibt es Prozente, wenn ich zwei Sessel beziehen lasse?': a discount for several, of work as of pieces.
      ...['rabatt', 'prozente', 'nachlass'].flatMap((discount) => ['zwei', 'drei', 'vier', 'mehrere'].flatMap((many) => [`${discount} wenn ich ${many}`, `${discount} wenn wir ${many}`, `${discount} fuer ${many}`])),
    ]),
    // Flooring or wallpaper sold without the laying ('… will das Parkett selber verlegen – verkauft ihr auch nur das Material?'): the facts name fabrics and accessories sold, not these.
    gap('material-only', 'Verkaufen Sie Böden, Tapeten oder Material auch ohne Verlegung?', '', ['nur das material', 'nur material', 'ohne verlegung', 'ohne verlegen', 'selber verlegen', 'selbst verlegen', 'selber tapezieren', 'selbst tapezieren']),
    // 'montieren' is the Nähatelier's curtains; furniture put together is not named.
    gap('assembly', 'Bauen Sie Möbel, Schränke oder Küchen auf?', 'möbelmontage moebelmontage schrankmontage küchenmontage kuechenmontage zusammenbauen aufbauservice', [
      'schrank aufbauen', 'schraenke aufbauen', 'moebel aufbauen', 'moebel zusammenbauen', 'kueche aufbauen', 'kuechen aufbauen', 'bett aufbauen', 'regal aufbauen', 'schrank montieren', 'moebel montieren', 'kueche montieren',
    ]),
    // 'Ist das Ausstellungsstück beschädigt?' got the liability cap: a sale piece's state is a person's to tell (a
    // damage told of one bought, with more words, stays a story: troubleStory.ts).
    { ...gap('sale-piece-state', 'Hat ein Ausstellungsstück aus dem Sale Mängel oder Gebrauchsspuren?', ''), together: [['ausstellungsstueck', 'ausstellungsstuecke', 'einzelstueck', 'sale', 'angebot'], ['beschaedigt', 'kratzer', 'macke', 'gebrauchsspur', 'zustand', 'fehler', 'mangel', 'maengel', 'schaeden', 'schaden']] },
    // 'Kann ich mein altes Bett in Zahlung geben?' got when bills are due, 'Kauft ihr gebrauchte Möbel an?' the sale: buying from the customer is not stated.
    gap('buying-used', 'Kaufen Sie gebrauchte Möbel an oder nehmen Sie sie in Zahlung?', 'ankauf ankaufen inzahlungnahme', ['in zahlung', 'kauft ihr', 'kaufen sie auch', 'bei euch verkaufen', 'bei ihnen verkaufen', 'an euch verkaufen', 'an sie verkaufen', 'euch verkaufen']),
    // 'Bringt ihr eigenes Werkzeug mit?' got the clause on materials the customer brings.
    gap('tools', 'Bringen Sie Ihr Werkzeug selbst mit?', 'werkzeug werkzeuge bohrmaschine'),
    // 'Ist Anna Wichtrey die Nachfolgerin?' got Instagram ('-folger' met 'folgen'): who takes the business over is not stated.
    gap('succession', 'Wer übernimmt den Betrieb später?', 'nachfolger nachfolgerin nachfolge unternehmensnachfolge betriebsnachfolge'),
    // 'Wie viele Leute kommen zur Montage?' got the liability cap (its context knows the fitters as those who may do damage).
    gap('crew', 'Wie viele Monteure oder Handwerker kommen zu einem Auftrag?', '', [
      ...['leute', 'monteure', 'handwerker', 'personen', 'mitarbeiter'].flatMap((who) => [`wie viele ${who} kommen`, `wie viele ${who} schickt`, `wie viele ${who} schicken`]),
      'wie viele monteure', 'wie viele handwerker', 'how many people come', 'how many fitters',
    ]),
    // 'Wie lange muss der Boden trocknen?' got the customer's duty of a dry subfloor ('trockener Untergrund', VII (2)).
    gap('drying', 'Wie lange muss ein neuer Boden trocknen, wann kann man ihn betreten?', 'trockenzeit trocknungszeit', ['trocknen', 'trocknet', 'aushaerten', 'drauf laufen', 'darauf laufen', 'drueber laufen', 'begehbar', 'betreten']),
    // 'Was kostet eine Terminabsage?' got the flat rate for withdrawing from a contract before the work (XII (3)): an appointment
    // called off is not a contract, and what it costs is not stated.
    { ...gap('appointment-cancel-fee', 'Kostet es etwas, einen Termin abzusagen oder zu verschieben?', ''), together: [['kost', 'gebuehr', 'berechn', 'geld', 'umsonst', 'gratis', 'zahl'], ['terminabsag', 'terminverschieb', 'terminstorn']] },
    { ...gap('appointment-cancel-fee-words', 'Kostet es etwas, einen Termin abzusagen oder zu verschieben?', ''), together: [['kost', 'gebuehr', 'berechn', 'geld', 'umsonst', 'gratis', 'zahl'], ['termin'], ['absag', 'verschieb', 'storn']] },
  ];
}
