import type { EvalConversation } from './case-types';

/*
 * Blind evaluation set 16 for the Sakhli chat assistant: 180 turns (60 ka, 60 en, 60 ru), 137 conversations,
 * 67 of the turns (22 ka, 22 en, 23 ru) in 24 multi-turn conversations (2-4 turns each); 66 turns (37 %) Rent or
 * DailyRent, 28 turns (16 %) on the house page, 31 turns (17 %) in Batumi, 85 turns (47 %) setting, changing or
 * clearing the filters of issue 16 (several districts included), 62 turns (34 %) expecting soft wishes (nearly all
 * with filters beside them), and 4 turns asking for another page (otherScope).
 * Written by a helper session (a computational linguist fluent in Georgian, Russian and English) from SPEC.md,
 * CONTRACT.md, issues 14 and 16, the filter/enum/assistant/common/district/constants schemas, the metro station
 * names, the district seed, case-types.ts and the conventions blocks of sets 1 to 15 only, without reading the
 * assistant's code, its labelled cases or the cases of sets 1 to 15. This round favours phrasings no earlier header
 * shows: other places (Lado Asatiani Street, "ლისზე", "სამედიცინოს მეტრო", an old Tbilisi house "с итальянским
 * двориком", "ვაკე-საბურთალო" with a hyphen, a husband who works in Vake), other seller words ("კერძო პირისგან",
 * "только частники, агентства мимо", "by-owner listings", "from the building company", "от компании-застройщика",
 * "მხოლოდ სააგენტოს მეშვეობით"), other money shapes ("45 кусков", "до полутораста тысяч", "ოთხმოცდახუთ ათას
 * დოლარამდე", "за двести-двести пятьдесят тысяч", "0,6 млн", "45k is the most I can do", "тысяч двадцать" added),
 * other floors ("სართული ოთხზე მაღლა", "выше седьмого этажа", "first or second floor only", "above the sixth floor
 * but not the top one"), other follow-ups ("სოლოლაკს თავი დავანებოთ", "samgori ar mawyobs, mxolod isani", "throw
 * Samgori into the mix too", "let's switch to Gonio, everything else the same", "go two rooms smaller", "парковку
 * можно не учитывать", "ბუხარი რად მინდა, ამოიღე", "четверть часа пешком тоже ок"), typos and slips ("Isnai",
 * "Vazisubnai", "bedrom", "Appartement", "Сабуралто", "бюжет", "трехкомнатую", "სამოთახინი"), standard-layout and
 * loose Latin Georgian ("oroTaxiani bina isanSi an samgorSi", "bagrationis ubanSi … liftiT", "saxli wavkisSi,
 * erTsarTuliani, buxriT", "kirit mchirdeba 3 otaxiani digomshi … parkingit"), and chatty messages with numbers that
 * are no filters (a German phone number, children's and parents' ages, a first-grader, a flight, a price per m² cap,
 * a plot, a microdistrict number, "sleeps 5", an arrival date).
 *
 * Conventions applied throughout (sets 1 to 15's, copied verbatim from set 15's header; then this set's):
 *  - An exact count ("2 rooms", "3 საძ.", "2 санузла", "two-storey house") sets min = max of that field.
 *    "N rooms" (ოთახიანი, к.кв., -комн., room) is rooms; "N bedrooms" (საძინებელი, спальни, bd/br/bed) is bedrooms;
 *    სველი წერტილი / санузел / bath(room) is bathrooms.
 *  - Floors use the local numbering: the ground floor is floor 1. "Not on the ground/first floor" = minFloor 2;
 *    "above the Nth" = minFloor N+1; "Nth or higher" / "не ниже N-го" = minFloor N; "not the last floor" is the
 *    notLastFloor wish (no filter field for it).
 *  - A sale price with no currency named is USD (the Tbilisi sale market quotes in dollars; the create form defaults to USD).
 *  - "More than / over X sqm" = minSize X (sizes are continuous; only integer counts and floors get +1).
 *  - Rent duration is in days: a month = 30 days, half a year = 180, a year = 365.
 *  - Clearing the budget ("budget doesn't matter") clears minPrice, maxPrice and currency.
 *  - A district the person excludes ("anything except X") sets no district.
 *  - Landmarks map to the district they lie in; "near metro X" also adds the metro wish, "near X park" the park wish.
 *  - Not filters: price per m², down payment, ceiling height, phone numbers, number of guests, building height
 *    ("16-этажка"), land plot area of a house.
 *  - A turn that asks for another page sets otherScope and leaves the filter unchanged.
 *  (Set 2's additions:)
 *  - Prices: "up to / under / max / tops / до / не дороже / -მდე / მაქსიმუმ" = maxPrice (inclusive, prices are
 *    continuous); "from / at least / от / -დან" = minPrice; "X-Y" = both, the unit written once serves both ends
 *    ("70-95ათ.$", "150-180к$"). A budget ("budget 90k", "ბიუჯეტი", "бюджет") is the maximum; a budget range sets both.
 *    A bare price without one of these words is not used (it could be exact or a ceiling).
 *  - Shorthands: k, grand, тыс., к, ათ., ათასი = ×1,000; mil, млн, მლნ = ×1,000,000; "1,2 მლნ" = 1,200,000.
 *  - Rent and daily-rent prices always name their currency in this set (lari, ლარი, лари, GEL = GEL; $, dollars,
 *    დოლარი, долл. = USD); a daily price per night/day is the listing's price.
 *  - Floors as upper bounds: "not higher than the Nth" / "не выше N-го" / "მაქსიმუმ მე-N სართული" = maxFloor N;
 *    "below the Nth" = maxFloor N-1; "between the Nth and the Mth" / "с N-го по M-й" = minFloor N, maxFloor M.
 *  - Unfurnished ("без мебели", "ავეჯის გარეშე") = isFurnished false; "furniture doesn't matter" clears isFurnished.
 *  - Building status words: newly built / new building / ახალაშენებული / ახალ კორპუსში / новостройка = New;
 *    Soviet-era buildings (Khrushchev-era, ჩეხური პროექტი, хрущёвка, чешка) and "old building" = Old;
 *    under construction / მშენებარე / строящийся = Ongoing. Renovation: new / fresh / euro renovation (ევრორემონტი,
 *    евро-ремонт) = NewRenovated; old renovation = OldRenovated; white/green/black frame = White/Green/BlackFrame.
 *  - (Changed by issue 16.) Several districts: "Vake or Saburtalo" keeps both, district = the first named,
 *    alsoDistricts = the others; "X works too / тоже / -ც" after a district ADDS X to alsoDistricts (it no longer
 *    clears the district). Widening a range moves its bound ("3 bedrooms is fine as well" after 2 = maxBedrooms 3).
 *  - Shifts ("knock 15k off the budget", "ბიუჯეტს 100 დოლარს დავუმატებ") move the bound named or, with only one
 *    price bound set, that bound.
 *  - Starting over clears every field and every wish before the new request applies.
 *  - Wishes are listed from the turn that first names one and repeated (cumulative) on every later turn.
 *  - A "N-storey house" sets min = max number of floors; a house's yard/garden is the garden wish, a garage the
 *    garage wish (neither is a filter field).
 *  - Rent duration is set only from "at least / minimum / от" a length of stay (minRentDuration); exact stays and
 *    dates are not used.
 *  (Set 3's additions:)
 *  - Excluding a value of any one-value field works like excluding a district: "not in an old building",
 *    "только не хрущёвка", "ოღონდ არა ძველ კორპუსში", "no Soviet blocks" set no building status (the remaining
 *    values are more than one); likewise for renovation status.
 *  - "From the Nth floor" / "მე-N სართულიდან" / "с N-го этажа" = minFloor N (inclusive, like "Nth or higher").
 *  - Relaxing a bound or a field ("the ground floor is fine after all", "პირველი სართულიც არაუშავს", "any condition
 *    is fine", "этажность не важна", "size doesn't matter") clears that field (both bounds of a range); a floor
 *    relaxation clears only the bound it contradicts.
 *  - Colloquial counts: однушка / двушка / трёшка = 1 / 2 / 3 rooms (min = max).
 *  - Everyday names of Old Tbilisi: "the Old Town", "старый город", "ძველი ქალაქი", Abanotubani / the sulphur baths
 *    (აბანოთუბანი, серные бани) = district Old Tbilisi.
 *  - Metro stations: Delisi, Vazha-Pshavela, Medical University = Saburtalo; Avlabari = Avlabari; Isani = Isani.
 *    Parks: Vake Park and Mziuri = Vake. Each adds the metro / park wish as in set 1.
 *  - More market words: "старый фонд", "брежневка" = Old; "pre-construction" / "still being built" = Ongoing;
 *    "designer renovation", "fresh reno", "ახლად გარემონტებული", "newly renovated" = NewRenovated.
 *  - Daily rent: "at least N nights" / "მინიმუმ N ღამე" / "от N суток" = minRentDuration N (a night = a day).
 *  - "A high floor" / "მაღალ სართულზე" / "высокий этаж" is the highFloor wish (no filter field), as is any view
 *    ("with a view" = view, "sea view" = seaView).
 *  - Number words and fractions of a million: "half a mil" / "ნახევარი მილიონი" / "полмиллиона" = 500,000;
 *    "three quarters of a mil" = 750,000; "полтора миллиона" = 1,500,000; "0.45m" = 450,000.
 *  - "N+" after a price ("300k+") = minPrice N; "N+ rooms" / "от N комнат" = minRooms N.
 *  (Issue 16's conventions, which win over the ones above where they differ:)
 *  - An amenity asked for plainly or as a must is a hard filter: balcony/loggia = hasBalcony true, lift/elevator =
 *    hasLift true, parking = hasParking true, air conditioning (also "needs AC", "кондер") = hasAirConditioning true,
 *    pets ("pets allowed", "I have a dog", "у нас кошка") = petsAllowed true, a named heating type = heating
 *    (Central | IndividualGasBoiler | Electric; "газовый котёл", "индивидуальное отопление" = IndividualGasBoiler).
 *    A nice-to-have ("preferably", "желательно", "სასურველია", "would be good", "if there is one") stays the soft
 *    wish (balcony, elevator, parking, airConditioning, pets) and sets no filter; plain "heating"/"с отоплением" is
 *    the heating wish. Saying it is not needed clears it.
 *  - Seller: "no agents", "from the owner", "без посредников", "от собственника", "მესაკუთრისგან" = sellerType Owner;
 *    "from a developer", "от застройщика" = Developer; "through an agency" = Agency.
 *  - Metro: "N minutes (walk) from the metro", "в N минутах от метро", "მეტრომდე N წუთი" = maxMetroWalkMinutes, the
 *    smallest of 5 / 10 / 15 / 20 that is ≥ N (N > 20: nothing); "walking distance to the metro" = 10; a plain "near
 *    the metro" / "у метро" with no minutes stays the metro wish. Near a named station: the station's district (and
 *    the metro wish, as before).
 *  (Set 4's additions:)
 *  - Georgian heating words: "ორკონტურიანი ქვაბი" (a combi gas boiler), "ინდივიდუალური გათბობა" = IndividualGasBoiler;
 *    "ცენტრალური გათბობა" = Central; "ელექტრო გათბობა" / "отопление электрическое" = Electric.
 *  - Walking distance in other words: "ფეხით სავალ მანძილზე", "в пешей доступности от метро" = 10. "N minutes to the
 *    metro" without "walk" is read as walking minutes; "полчаса" / "30 min" = 30, more than 20: no metro field (and
 *    no wish is scored on those turns).
 *  - "Via / through an agency", "через агентство", "სააგენტოს მეშვეობით" = Agency; "straight from the developer",
 *    "პირდაპირ დეველოპერისგან" = Developer; "owners only", "მესაკუთრისგან, შუამავლის გარეშე" = Owner.
 *  - "Furniture is a must" / "ავეჯი აუცილებელია", "меблированная", "furnished" = isFurnished true.
 *  - "Sunny side" / "солнечная сторона" = the sunny wish; "not on the top floor" / "не последний этаж" /
 *    "ბოლო სართული არა" = notLastFloor (as "not the last floor").
 *  - "чешка" and an old N-storey block are Old; the storey count of a block of flats is building height
 *    (not a filter), while "N-storey house" on the house page is still the house's number of floors.
 *  - A turn with neither expect nor change (only wishes) expects the filter unchanged.
 *  (Set 5's additions:)
 *  - More landmarks and stations, each mapped to the district it lies in: Turtle Lake (კუს ტბა, Черепашье озеро)
 *    = Vake (no wish: it is neither a park nor a station); Marjanishvili station = Chughureti (+ metro wish);
 *    Europe Square (площадь Европы) = Old Batumi; "near the sulphur baths" / "აბანოთუბანთან ახლოს" = Old Tbilisi.
 *  - Loose Latin transliteration of Georgian ("otaxiani", "atasamde", "laramde", "qirit", "zahesshi") is read as
 *    the Georgian words, exactly like Georgian typed with the standard Georgian keyboard layout.
 *  - Relaxing a bound with a new value ("15 минут тоже можно", "20 წუთიც არაუშავს" after 10 minutes) moves the
 *    bound to that value (metro: the smallest allowed choice ≥ it); it does not clear the field.
 *  - Moving to another district ("давай лучше X", "X instead") replaces the district (district = X, no others).
 *  - "Must / обязательно / აუცილებლად / needed / pls" on an amenity is the hard filter; "would be nice /
 *    желательно / სასურველია" the wish, per issue 16's conventions; both may appear in one turn.
 *  - A phone number, a mortgage down payment, a ceiling height, a plot area, the number of guests and a price per
 *    m² in the same message as real filters are ignored; the other fields of the message still apply.
 *  (Set 6's additions:)
 *  - The city is the conversation's: naming it ("ბათუმში", "in batumi", "в Батуми") sets no filter field.
 *  - "კალა" / "კალაში" (the everyday name of the old town) = district Old Tbilisi, like "ძველი ქალაქი".
 *  - Russian slang for money: "штук" = ×1,000 ("80 штук" = 80,000), "баксы" / "баксов" = USD; "quarter mil" =
 *    250,000; Georgian number words ("ორმოცდაათი ათასი" = 50,000) and "до двух миллионов" = 2,000,000.
 *  - A follow-up that relaxes a price with a bare number ("можно и до 400" after "до 350 тыс.") keeps the scale
 *    of the bound it moves (400,000).
 *  - Stations by their other names (metro.ts otherNames, e.g. "Медуниверситет") map like the station itself;
 *    Vazha-Pshavela, Delisi and Medical University stay Saburtalo, each with the metro wish.
 *  - "City view" / "вид на город" = the cityView wish; a plain "view" / "ხედით" = view; "sea view" = seaView.
 *  - A house's pool, fireplace, garage and garden are wishes (pool, fireplace, garage, garden), whether plain or
 *    "желательно"; none is a filter field.
 *  - A daily stay of an exact length ("for 3 nights", "for the weekend") sets no rent duration (as set 2 said of
 *    exact stays); "min 1 year" / "от года" = minRentDuration 365.
 *    (Decision 047, after this set's first run: a stay of exact length is the longest minimum stay the visitor
 *    accepts, maxRentDuration N, as the labelled sets read it; the turns written otherwise were relabelled.)
 *  - "Anywhere but X and Y" excludes both and sets no district; naming a new status after excluding another
 *    ("not an old building, only new") sets the one named.
 *  - A rental yield, a number of months paid in advance and a price per m² are not filters.
 *  - Starting over clears the wishes too: its turn lists `wishes: []` when the conversation had wishes.
 *  - A relaxing turn ("floor doesn't matter", "furniture doesn't matter", "площадь неважна") clears the field; "X
 *    isn't needed" after an amenity must clears that amenity (null).
 *  (Set 7's additions:)
 *  - A station that bears a district's name maps to that district, like Isani and Avlabari: "near Didube metro",
 *    "Samgori metro", "დიდუბის მეტროსთან", "у метро Самгори" = district Didube / Samgori, plus the metro wish.
 *  - More wish words, each the wish of that name and no filter: "quiet street" / "тихий двор" = quiet; "near a
 *    school" / "рядом со школой" = school; "кладовка" (a storage room) = storage; "new kitchen a plus" = newKitchen;
 *    "მთის ხედით" (mountain view) = mountainView; "a low floor" / "невысокий этаж" = lowFloor (as "a high floor" is
 *    highFloor); "lift preferred" = elevator (issue 16's nice-to-have rule).
 *  - "No agencies", "агентам не беспокоить" (agents, don't bother me) = sellerType Owner, like "no agents".
 *  - Widening the seller after "owners only" ("სააგენტოს მეშვეობითაც არაუშავს", "via an agency is fine too")
 *    clears sellerType: the field holds one value, so allowing a second one is no restriction left.
 *  - On the house page "at most N storeys" / "მაქსიმუმ N სართულიანი" = maxNumberOfFloors N.
 *  - English heating words: "individual heating" and "gas boiler heating" = IndividualGasBoiler (as in ka and ru).
 *  - Abbreviations: "с/у" = санузел (bathrooms); "3к.кв." = 3 rooms; "2bd/2ba" = 2 bedrooms and 2 bathrooms; "3 საძ."
 *    = 3 bedrooms; "Medical Uni" = Medical University station.
 *  - Money words: "лям" = ×1,000,000 ("пол-ляма" = 500,000); "$0.25M" = 250,000; number words in every language
 *    ("a hundred and ten grand" = 110,000, "до сорока пяти тысяч" = 45,000, "სამოცდათხუთმეტ ათასამდე" = 75,000);
 *    "100-დან 140 ათასამდე" shares its unit like "от 40 до 55 тыс.".
 *  - An approximate walk ("минут 7 пешком") is read as its number (7, so maxMetroWalkMinutes 10).
 *  - "Remove the lower price bound" clears minPrice only; the currency stays while maxPrice is set.
 *  - The size of the buyer's family ("a family of five", "семья с детьми") is not a filter, like the number of
 *    guests; "long-term" / "на длительный срок" sets no rent duration (only "at least" a length does).
 *  - "Neither the first nor the last floor" = minFloor 2 and the notLastFloor wish.
 *  - A turn that asks for another page keeps the conversation's wishes (listed again, cumulative).
 *  (Set 8's additions:)
 *  - Furniture the visitor already owns ("ავეჯი არ მჭირდება, ჩემი მაქვს", "мебель у меня своя", "I've got all my
 *    own furniture") = isFurnished false (they want the flat empty); "doesn't have to be furnished" asks nothing;
 *    "furniture doesn't matter" after "furnished" clears isFurnished (set 6).
 *  - "No need for X" on an amenity not asked for before ("no need for parking or a lift", "ლიფტი არ მჭირდება")
 *    sets nothing (an amenity's false is no filter); a yard the visitor does not ask for ("ეზოს არ ვითხოვ") adds no
 *    wish.
 *  - Dropping one of several districts ("scratch Vera", "Ваке убираем, только Сабуртало", "დიდი დიღომი ამოიღე")
 *    removes only that one: district keeps the first named, alsoDistricts lists the rest (null when none is left).
 *  - Downgrading an amenity from a must to a nice-to-have ("აივანი სასურველია, აუცილებელი არაა") clears the filter
 *    and adds the wish; saying a wished-for thing is not needed ("бассейн не нужен") removes that wish.
 *  - An exact floor ("on the 1st floor only", "მეორე სართულზე მინდა") sets minFloor = maxFloor, like an exact count.
 *  - Two counts for one field are its range: "3 or 4 rooms", "3-4 комнаты", "ორ-სამოთახიანი", "სამ-ოთხოთახიანი" =
 *    min and max; "80+ sqm" = minSize 80 (as "N+" for prices and rooms); "90 ათასიდან" = minPrice 90,000.
 *  - Streets as landmarks, each the district it runs through (no wish): Chavchavadze Avenue (ჭავჭავაძის გამზირი) =
 *    Vake, Pekini Avenue = Saburtalo. "Old Batumi" is the district of that name; Mziuri (მზიური) = Vake + the park
 *    wish, as in set 3.
 *  - Seller words: "direct from the builder", "პირდაპირ სამშენებლო კომპანიისგან" (a construction company) =
 *    Developer; "owner-direct", "no realtors", "от хозяина", "მხოლოდ მესაკუთრე", "агентства не предлагать" = Owner.
 *  - Heating: "own gas boiler" and the abbreviation "ინდ. გათბობა" = IndividualGasBoiler.
 *  - Market words: "white-box" = WhiteFrame; "commie block", "khrushchyovka" and "сталинский дом" (сталинка, issue
 *    14) = Old; "brand-new building" = New; "не убитая" (not run-down) beside "не в хрущевке" is an exclusion and
 *    sets no status.
 *  - Not filters: a kitchen's size ("кухня 12 м²"), a wall material ("кирпичный"), wifi, "price no object", the
 *    household ("4 of us incl. 2 kids"), ceilings even as a must ("must have 3.5 m ceilings"); "потолки не ниже
 *    3 м" is no floor bound.
 *  - Money: "₾" = GEL; "≤" = up to; "косарь" = 1,000 ("до косаря баксов" = maxPrice 1,000 USD).
 *  - A week = 7 days: a daily stay "2 კვირით" (for 2 weeks) = maxRentDuration 14 (decision 047).
 *  - Metro: "8 წუთზე მეტი არ უნდა იყოს" = 10 (the smallest choice ≥ 8). A metro wish named earlier stays (wishes are
 *    cumulative) when a later turn adds the walking minutes.
 *  - Widening a house's storeys ("ერთსართულიანიც არაუშავს" after two-storey) moves minNumberOfFloors to 1 (set 2's
 *    widening rule).
 *  - Wish words: "somewhere quiet" / "чтобы было тихо" = quiet; "overlooking the city" = cityView; "рядом со
 *    школой" / "near a good school" = school; "low floor pls" stays the lowFloor wish (no field to make hard);
 *    "pet friendly" = petsAllowed true.
 *  (Set 9's additions:)
 *  - Arithmetic on a count: "ერთი ოთახით მეტი იყოს" (one room more), "на одну комнату меньше" shift an exact count
 *    (min = max) by that many; "make that three bedrooms" replaces the count.
 *  - A share of a bound: "trim the budget by 10%" moves the bound named (or the only one) by that share (140k ->
 *    126k). Amounts stay set 2's shifts: "ფასი 15 ათასით ავწიოთ" = +15,000, "ბიუჯეტი 100 ლარით დავწიოთ" = -100,
 *    "уменьшим бюджет на пять тысяч" = -5,000.
 *  - Taking back something said: "აივანზე რაც ვთქვი, დაივიწყე" (forget what I said about the balcony) clears the
 *    amenity it had set; "про камин забудьте, не нужен" and "scrap the metro thing" remove that wish (the turn lists
 *    the remaining wishes, [] when none is left); "pets don't matter anymore" clears petsAllowed.
 *  - Floors: "not on the first two floors" ("პირველ ორ სართულზე არა") = minFloor 3; "этаж до четвёртого
 *    включительно" = maxFloor 4; "from the 5th to the 10th floor" / "этаж от 3 до 8" = both bounds; "მე-9 სართულზე
 *    მაღლა არა" (not higher than the 9th) = maxFloor 9; "ground floor only" = minFloor = maxFloor = 1 (set 8).
 *  - "Any floor is fine as long as there's an elevator" after a floor bound clears that bound and sets hasLift true.
 *  - Seller words: "მხოლოდ მეპატრონისგან", "მხოლოდ პატრონი", "მაკლერები არ მაინტერესებს" (brokers, slang),
 *    "private sellers only", "direct from the landlord", "Только хозяин", "без агентов" = Owner; "sold by the
 *    developer", "ვყიდულობ მხოლოდ დეველოპერისგან" = Developer.
 *  - Districts in follow-ups: "X отпадает" (X is out) drops X as "scratch X" does; "same thing but X or Y instead of
 *    Z" replaces the districts (district X, alsoDistricts [Y]); "what about X too?", "X тоже смотрю", "X-ც ვარიანტია"
 *    add X to alsoDistricts.
 *  - Prices: "$700 or less", "800 lari is my ceiling", "X დოლარი მაქვს და მეტი არა" (I have X, no more), "X-ს არ უნდა
 *    აღემატებოდეს" (must not exceed X) = maxPrice X. A price of something else (the rent the visitor pays now, a
 *    down payment share) is not a filter, like a phone number.
 *  - Nice-to-have words: "ideally", "if possible", "хотелось бы", "желательно", "თუ იქნება/ექნება, კარგი იქნება" =
 *    the wish, no filter (issue 16's rule).
 *  - Market words: "хрущ" (slang for хрущёвка) = Old; "მშენებარე პროექტი" = Ongoing; "freshly renovated" =
 *    NewRenovated; "white frame only, I'll do my own renovation" = WhiteFrame; an excluded status ("not a
 *    khrushchevka") sets none (set 3).
 *  - Heating: "individual boiler", "отопление от своего котла" = IndividualGasBoiler; "electric heating" = Electric;
 *    "გათბობა ცენტრალური უნდა იყოს" = Central.
 *  - Pets: "dog-friendly", "нужно чтобы с животными пускали", and pets named or counted ("две кошки (Муся и Зефир)",
 *    "ორი ძაღლი გვყავს", "+ our beagle Rex") = petsAllowed true.
 *  - Not filters and no wish: a washing machine ("стиралка"), high ceilings even as a wish ("მაღალი ჭერით"), "окна во
 *    двор" (beside "тихая", which is quiet), moving dates, who the flat is for ("for my daughter, she's a student",
 *    "4 ადამიანი ვართ"), "cheap-ish" / "недорогую" without a figure, a pet's or a person's name.
 *  - Metro: a span of minutes ("7-8 წუთი") is read as its upper number (8 -> 10); number words ("ათი წუთის სავალი") as
 *    the number. Minutes beside a district with no station named ("Vake within a 10-min walk of a metro station")
 *    set maxMetroWalkMinutes and no metro wish; "возле станции X" / "у станции X" is "near metro X" (district + wish).
 *  - Spelling: Latin district names inside Russian ("на Saburtalo"), loose Georgian transliteration ("mziuris
 *    parktan axlos" = near Mziuri park: Vake + the park wish), and typos ("საბურტალო", "saburtlao", "Варкетилли",
 *    "bedrom", "appartment") are read as the words meant.
 *  - Daily stays: "this weekend, 2 nights" = maxRentDuration 2 (the nights named decide); "for one week", "давайте на
 *    неделю" = 7 (replacing an earlier length); "на двое суток" = 2; "მინიმუმ ერთი კვირით" = minRentDuration 7.
 *  - Counts and numbers: "ორსაძინებლიანი" = 2 bedrooms; "სააბაზანო" (bathroom) = bathrooms like სველი წერტილი;
 *    "3 bed 2 bath", "1-bed", "2-к кв", "трёхкомнатная"; "ასოცდაათი ათასი" = 130,000; "до миллиона двухсот тысяч" =
 *    1,200,000; "до тридцати пяти тысяч" = 35,000; "under fifty-five thousand" = 55,000; "$0.1M" = 100,000; "до
 *    полумиллиона" = 500,000; "160k-190k", "40-55 ათ.$", "250-300 тыс. долл." share their unit.
 *  - "Частный дом" / "houses" asked for from the apartment page is the House page (otherScope); "monthly rental" on
 *    the Rent page is a plain Rent price per month.
 *  (Set 10's additions:)
 *  - Landmarks and streets, each the district it lies in, with no wish: Sameba (Holy Trinity) Cathedral ("სამების
 *    ტაძრის მახლობლად", "near Sameba cathedral") = Avlabari; Paliashvili Street = Vake; Vazha-Pshavela Avenue
 *    ("vaJa-fSavelas gamzirze") = Saburtalo, and no metro wish, since it names the avenue, not the station; Batumi's
 *    Piazza ("პიაცასთან ახლოს", "a short walk from Piazza") = Old Batumi; "Gonio near the fortress" = Gonio; "near
 *    the airport" in Batumi = the Airport district; "у Лисьего озера" (the everyday Russian name) = Lisi Lake;
 *    "в районе Руставели" in a Batumi conversation is Batumi's Rustaveli district (the city is the conversation's).
 *  - A named station with walking minutes ("near Delisi station, 5-min walk max", "от метро Исани не дальше 10 минут
 *    пешком", "Varketili metro, within 5 mins walk") sets the station's district, maxMetroWalkMinutes and the metro
 *    wish. Minutes with no station: "no more than a 12 min walk from the metro" = 15; "მეტრომდე 5 წუთში" = 5; "в 10
 *    мин. от метро" = 10.
 *  - Count arithmetic in other words: "ოთახი ერთით ნაკლები იყოს", "make that one bedroom fewer", "пусть будет на
 *    комнату больше" shift the exact count. A share raises a bound as it trims one ("ბიუჯეტი 10%-ით გავზარდოთ":
 *    1,200 -> 1,320). "верхнюю планку поднимем на 200" moves maxPrice by 200 (the lower bound stays); "knock the cap
 *    down to 230k", "what if we go up to 1500 lari" set the new maxPrice.
 *  - Price ceilings: "120 ათას დოლარს ზემოთ ვერ გადავალ" (I can't go above), "nothing above 1000 lari", "sub-$200k",
 *    "below $60k", "$110k ceiling", "I can spend X at most", "65k tops", "$60/night or less", "не дороже 500 тыс." =
 *    maxPrice. Numbers: "მილიონამდე" = 1,000,000; "ორას ორმოცდაათ ათას დოლარამდე" = 250,000; "two hundred and sixty
 *    thousand" = 260,000; "до ста восьмидесяти тысяч" = 180,000; "до двухсот двадцати пяти тысяч" = 225,000; "до
 *    тридцати восьми тысяч" = 38,000; "1.2 mil" = 1,200,000; "0.3m budget" = 300,000; "95к$" = 95,000; ranges
 *    "1.8k-2.2k lari", "от 1,1 до 1,4 млн долларов", "130 000-დან 160 000 დოლარამდე", "between 70 and 90k",
 *    "$800-1000 a month" share their unit.
 *  - Market words: "სტალინური კორპუსი" (Stalin-era), "old Soviet buildings", "Soviet-built" = Old; "ახალი რემონტით",
 *    "recently renovated", "с дизайнерским ремонтом", "свежий ремонт" = NewRenovated; "ძველი რემონტით" =
 *    OldRenovated; "a building that's still going up", "ისეთი, რომელიც ჯერ შენდება", "на этапе котлована" (at the
 *    foundation-pit stage) = Ongoing; "თეთრ კარკასში", "белый каркас" = WhiteFrame. "Можно и с ремонтом, каркас не
 *    принципиален" after a frame clears renovationStatus; "хрущёвки не предлагать" is an exclusion (no status).
 *  - Heating: "საკუთარი გაზის ქვაბით", "heated by a gas boiler", "with a gas boiler", "двухконтурный котёл" =
 *    IndividualGasBoiler; "электроотопление" = Electric; "heating type doesn't really matter" clears heating.
 *  - Seller: "შუამავლების გარეშე", "პირდაპირ პატრონისგან", "sold by the owner only", "only listings posted by
 *    owners", "direct from owner pls", "хозяин напрямую", "посредникам не писать", "продаёт сам хозяин" = Owner;
 *    "через агентство тоже нормально" after owners only clears sellerType (set 7's rule).
 *  - Amenities: "ლიფტიანი კორპუსი", "liftit" = hasLift; "ავტოსადგომით" = hasParking; "parking for two cars" =
 *    hasParking (the number of cars is no filter); "AC is non-negotiable too" = hasAirConditioning; "с балконом или
 *    лоджией" = hasBalcony. Pets asked as a question or merely mentioned ("можно с собакой?", "чтобы пускали с котом",
 *    "შინაური ცხოველი მყავს", "travelling with our corgi", "renting with two huskies", "ძაღლებიც გვყავს") =
 *    petsAllowed true.
 *  - "კონდიციონერი აუცილებელი აღარაა, სასურველი იყოს" downgrades the must to the wish (set 8's rule); "балкон не
 *    обязательно, но желательно" is the balcony wish only; "sea view is a must" / "ზღვის ხედით აუცილებლად" stays the
 *    seaView wish (no field to make hard).
 *  - Districts in follow-ups: "ვერაზე გადავიფიქრე, მარტო ვაკე დატოვე", "Веру вычеркните", "Дигоми не
 *    рассматриваем" drop that district; "ძველი ბათუმიც მაწყობს", "Makhinjauri or Green Cape are fine too", "Let's add
 *    Kojori and Okrokana to the search", "Можно ещё Коджори добавить", "Vera would work as well" add to
 *    alsoDistricts. Exclusions "Gldani and Varketili are a no-go for me", "ისანში არ მინდა, სხვაგან სადაც გინდა", "в
 *    любом районе, кроме X и Y" set no district.
 *  - Floors: "მეორე სართულზე დაბლა არა" (not below the 2nd) = minFloor 2; "მესამე სართულის ზემოთ" (above the 3rd) =
 *    minFloor 4; "მეხუთეს ზემოთ არა, ოღონდ არც პირველზე" = maxFloor 5 and minFloor 2; "მეათეზე მაღლა არა" = maxFloor
 *    10; "მეორე ან მესამე სართულზე" = 2 to 3; "этаж максимум девятый" = maxFloor 9; "не на первом и не на втором
 *    этаже" = minFloor 3; "3-й этаж и выше", "от 3 этажа" = minFloor 3; "4th-8th floor", "5-9 этаж", "6–10 этаж" =
 *    both bounds; "any floor works as long as it isn't the ground floor" after minFloor 6 = minFloor 2.
 *  - House storeys on the house page: "Two floors max", "არაუმეტეს ორსართულიანი", "не больше двух этажей" =
 *    maxNumberOfFloors 2; "single storey", "3 floors", "სამსართულიანი", "2 этажа" = min = max.
 *  - Stays: "Растянем до недели" after 4 nights = maxRentDuration 7; "на 10 дней" = 10; "staying 6 nights from July
 *    12" = 6 (the date is not used); "a year minimum" = 365; "от полугода", "min 6 months", "მინიმუმ ნახევარი წლით"
 *    = 180.
 *  - Not filters and no wish: the price of something else ("bought a car last month for 14k"), children's ages, a
 *    pet's name and age, an arrival date, an investor's plan to let the flat out ("მერე ქირით გასაცემად" on the sale
 *    page is no request for the rent page), a plot in "соток", a party's size ("компания из 10 человек"), appliances
 *    ("с мебелью и техникой" is isFurnished true; "стиралка обязательна" adds nothing), "ცარიელი მინდა, ავეჯს ჩემსას
 *    მოვიტან" / "без мебели, свою перевезём" = isFurnished false (set 8's own-furniture rule).
 *  - Wishes: "с видом на Куру" (a river view) = view; "вид на горы" = mountainView; "ქალაქის ხედით", "city views
 *    ideally" = cityView; "მშვიდ ქუჩაზე" = quiet; "მზიან მხარეს", "светлая солнечная" = sunny; "storage room",
 *    "кладовка" = storage; "new kitchen" = newKitchen; "elevator preferred" = elevator; "a proper garden", "a yard"
 *    on the house page = garden; "Forget the park" removes the park wish (the district stays).
 *  - Another page: "could you show me houses for rent instead?" on the Rent apartment page = otherScope Rent/House;
 *    "А посуточно такие бывают?" on the Rent page = otherScope DailyRent/Apartment; both keep the filter and wishes.
 *  - Spelling: the standard-layout Latin Georgian "oTxoTaxiani vakeSi", "qiriT oroTaxiani didubeSi", "gonioSi
 *    dRiurad, zRvis xediT", "qiraze veZeb binas saburTaloze", loose "3 otaxiani vakeshi an saburtaloze" and the
 *    typos "apartmnet", "sabutralo", "bathrrooms", "ремнот", Latin "в Vake" inside Russian are read as meant.
 *  (Set 11's additions:)
 *  - Landmarks and streets, each the district it lies in, with no wish: Narikala fortress ("ნარიყალას ქვემოთ",
 *    "right under Narikala fortress") and Meidan ("მეიდანთან ახლოს") = Old Tbilisi; Kazbegi Avenue ("ყაზბეგის
 *    გამზირთან", "just off Kazbegi Ave") and the Hippodrome = Saburtalo; Abashidze Street ("ул. Абашидзе", "around
 *    Abashidze street") = Vake. Vera Park ("close to Vera Park") is a park: district Vera and the park wish (set 1).
 *  - A stay shifted by nights: "ერთი ღამით მეტს დავრჩებით" (we'll stay one night more) moves maxRentDuration by that
 *    many (4 -> 5), as set 9 shifts counts; "let's cut the stay down to 3 nights", "сократим до четырёх ночей"
 *    replace it (set 9's "давайте на неделю").
 *  - Money: "зелёных" (greenbacks) = USD like "баксов"; "тыщ" / "тыщи" (colloquial тысяч) = ×1,000 ("38 тыщ
 *    баксов" = 38,000, "до полутора тыщ лари" = 1,500); "1,5k GEL" = 1,500 (decimal comma); an inverted amount in a
 *    shift ("накинем ещё тысяч десять") is read as its number (+10,000), as set 7 reads "минут 7"; "under
 *    eighty-five thousand dollars" = 85,000; "ორმოცდაათ ათას დოლარამდე" = 50,000; "500 000-დან 700 000 დოლარამდე",
 *    "35-45 ათასი $", "$200k-$260k", "от 800 тыс. до 1,2 млн" share their unit. "1200 ცოტა მჭიდროა, 1400-მდეც
 *    წავალ" (1200 is tight, I'll go up to 1400 too) moves maxPrice to 1400 (set 5's relaxing rule). "ბიუჯეტს კიდევ
 *    20 ათასი დავუმატოთ" = +20,000; "lower the budget by 15 percent" = 160,000 -> 136,000 (set 9's shares).
 *  - Seller: "no middlemen", "skip the agencies pls", "owner only", "без риелторов", "риелторы мимо" (realtors, pass
 *    by), "только от собственника", "მხოლოდ მეპატრონე", "მხოლოდ მესაკუთრისგან ვყიდულობ, შუამავალს საკომისიოს არ
 *    გადავუხდი" = Owner; "straight from the developer", "напрямую у застройщика", "პირდაპირ დეველოპერისგან" =
 *    Developer; "agency listings are ok too after all", "Ладно, пусть и агентства предлагают", "სააგენტოს
 *    მეშვეობითაც მისაღებია" after owners only clear sellerType (set 7's rule).
 *  - Amenities: "сплит-система обязательно" (a split-system air conditioner) = hasAirConditioning true; "ბალკონი"
 *    (the colloquial word for აივანი) = balcony; "паркинг, подземный или во дворе — без разницы" = hasParking true;
 *    "liftiT", "liftit da parkingit" (Latin Georgian) = hasLift, hasParking; "drop the balcony requirement" clears
 *    hasBalcony (no wish is added). A parking space said not to be needed ("так что парковка не нужна") sets nothing
 *    (set 8's rule).
 *  - Heating: "heated with electric radiators", "отопление от электричества" = Electric; "it must be heated with an
 *    individual gas boiler", "გაზის ინდივიდუალური ქვაბით", "გათბობა ინდივიდუალური ქვაბით მინდა, ცენტრალური არა",
 *    "Отопление только газовым котлом" = IndividualGasBoiler (the type excluded beside it sets nothing more).
 *  - Metro: "a quarter of an hour on foot at most", "до метро пешком не больше четверти часа" = 15; "მეტროდან 5
 *    წუთის სავალზე", "пешком максимум минут пять" = 5; each beside a named station also sets its district and the
 *    metro wish, and with no station named sets no wish (set 9).
 *  - "At least" in other words: "2 სველი წერტილი მაინც" (2 bathrooms at least), "100 კვ.მ-ზე ნაკლები არა", "3
 *    bedrooms or more", "2 bathrooms minimum", "от 4 спален", "санузлов не меньше трёх" set the minimum only.
 *  - Floors: "მეოთხე სართულზე დაბლა არ მინდა" = minFloor 4; "მეხუთე სართულიდან და ზემოთ" = minFloor 5; "этаж выше
 *    четвёртого" = minFloor 5; "nothing below the 3rd floor" = minFloor 3; "floors 2 to 4 only", "მესამედან მეშვიდე
 *    სართულამდე", "с 3-го по 6-й этаж" = both bounds; "არც პირველ სართულზე და არც ბოლოზე" = minFloor 2 and the
 *    notLastFloor wish (set 7); "не выше третьего этажа" = maxFloor 3.
 *  - Counts: "Actually bump it to three bedrooms", "давайте двухкомнатную вместо однушки" replace the count (set 9);
 *    "საძინებელი ერთით მეტი მჭირდება" shifts it; "ერთსაძინებლიანი" = 1 bedroom; "2 ან 3 ოთახი" = 2 to 3 rooms; "ორ- ან
 *    სამსართულიანი" on the house page = 2 to 3 storeys; "სამსართულიანზე მეტი არა", "не выше двух этажей" (a house) =
 *    maxNumberOfFloors; "A bungalow works for us too, one storey is fine" after two storeys = minNumberOfFloors 1
 *    (set 8's widening); "Сколько этажей — уже не важно" clears both bounds.
 *  - Wishes: "этаж повыше" = highFloor; "двор обязательно" on the house page stays the garden wish (no field to make
 *    hard, like "sea view is a must"); "ავტოფარეხი" (garage) = garage; "ბუხარი" = fireplace; "quiet spot", "место
 *    тихое", "somewhere quiet" = quiet; "მზიანი რომ იყოს", "солнечная сторона", "somewhere sunny" = sunny; "a storage
 *    room and a new kitchen would be great", "хорошо бы кладовку и новую кухню" = storage and newKitchen; "ხედით" =
 *    view. "პარკი აღარ მჭირდება" and "never mind the quiet bit" remove that wish (the district stays).
 *  - Districts in follow-ups: "ვერა ამოვაგდოთ, მარტო ვაკე დარჩეს", "Vera's off the list", "Ваке всё-таки дороговато,
 *    оставим одно Сабуртало", "კოჯორი აღარ მაინტერესებს" drop that district; "მწვანე კონცხზეც შეგიძლიათ მაჩვენოთ",
 *    "I'd look at Vake as well", "И Авлабари заодно гляньте", "Зелёный Мыс тоже подойдёт" add to alsoDistricts.
 *    Exclusions: "ნებისმიერ უბანში, ოღონდ გლდანის გარდა", "Anywhere except Gldani or Varketili", "Где угодно, кроме
 *    Исани" set no district.
 *  - Pets on the rent pages, mentioned or counted: "ZaRli myavs", "კატით ვიქნებით", "my doggo comes with me", "we
 *    have two rabbits", "we come with a small pug", "we have a labrador", "с нами кот Барсик", "мы с собакой", "у нас
 *    кошка" = petsAllowed true; "ძაღლი არ გვყავს" (we have no dog) sets nothing. (No turn of this set names a pet on
 *    a sale page.)
 *  - Furniture: "unfurnished — I'm bringing my own stuff", "мебель своя", "С мебелью не надо, мы свою перевозим" =
 *    isFurnished false (set 8), the last replacing an earlier true; "ავეჯით იყოს" = true.
 *  - Not filters and no wish: a plot's size ("მიწის ნაკვეთი 600 კვ.მ მაინც"), a car sold for 12k, "ხუთნი ვართ
 *    ოჯახში", a baby, being retired, a move from another city, a phone number in either form ("599 12 34 56", "+995
 *    577 11 22 33"), "cheapest possible", an arrival month ("ივლისში ჩამოვდივართ"), stairs being hard for the old.
 *  - Market words: "Stalin-era", "Сталинку" = Old; "только не хрущ и не брежневка" is an exclusion (no status, set
 *    3); "an off-plan flat", "в строящемся доме", "მშენებარე კორპუსში" = Ongoing; "ремонт новый", "с евроремонтом",
 *    "newly renovated", "axali remontiT" = NewRenovated; "ძველი რემონტით" = OldRenovated; "в зелёном каркасе" =
 *    GreenFrame; "newly built", "ახალ კორპუსში", "ახალაშენებულში" = New.
 *  - Start over in other words: "თავიდან დავიწყოთ", "Scrap all that and start fresh", "Начнём с чистого листа" (the
 *    wishes emptied too, set 6).
 *  - Another page: "ყიდვა არა, ქირით მაინტერესებს ბინა" on the sale page = Rent/Apartment; "do you have houses for
 *    sale? not flats" = Sale/House; "не аренду, а покупку квартиры" on the Rent page = Sale/Apartment.
 *  - Spelling: standard-layout Latin Georgian ("2 oTaxiani bina gldanSi 50 aTasamde", "samoTaxiani vaSlijvarSi",
 *    "qiraze veZeb oroTaxians saburTaloze"), the loose "3 otaxiani bina mtawmindaze, 250 atas dolaramde", and the
 *    typos "ბაგებშ", "bedroon", "Saburatlo", "undr", "Сабуртоло", Latin "Lilo" inside Russian, are read as meant.
 *  (Set 12's additions:)
 *  - Landmarks, each the district it lies in, with no wish: Sioni Cathedral ("სიონის ტაძართან ახლოს", "near Sioni
 *    cathedral", "недалеко от Сионского собора") and Shardeni Street ("შარდენის ქუჩასთან ახლოს", "just off Shardeni
 *    street") = Old Tbilisi. Mtatsminda Park ("рядом с парком Мтацминда") is a park: district Mtatsminda and the park
 *    wish (set 1).
 *  - Akhmeteli Theatre station ("near Akhmeteli Theatre metro"), the line's northern end, lies in Gldani: district
 *    Gldani and the metro wish. "В двух шагах от станции метро X" (a stone's throw from X station) is "near metro X"
 *    with no minutes: the station's district and the metro wish, no maxMetroWalkMinutes.
 *  - A number inside a place name is no filter: "Gldani, 3rd microdistrict", "gldanis me-3 mikroraionSi", "Варкетили
 *    3 (массив)" set the district only (no rooms, no floor).
 *  - Widening a one-value field to a second value clears it, as set 7 does for the seller: "on second thought, an old
 *    building is fine too", "ძველ კორპუსშიც წავალ" (I'd go for an old building too) after New clear buildingStatus.
 *  - Relaxing in other words: "აივნის გარეშეც წავა" (it'll do without a balcony too) clears hasBalcony; "Мебель не
 *    обязательна" after "с мебелью" clears isFurnished (with nothing set before it would ask nothing, set 8; after a
 *    true it is set 6's relaxation); "Собаку оставляем у родителей, так что животные уже неважно" clears petsAllowed;
 *    "Про парковку забудьте", "ok forget what I said about the balcony" clear that amenity (set 9).
 *  - Indirect district follow-ups: "same but in X", "იგივე, ოღონდ X-ში", "То же самое, но в X" replace the district
 *    (or set it when none was set) and keep every other field (set 5's "X instead"); "И в Старом Батуми, пожалуйста,
 *    поближе к Пьяцце" sets Old Batumi. "Also add X and Y", "X-ც და Y-ც მაწყობს", "X и Y тоже подходят", "and we'd take X
 *    as well", "И X тоже гляньте, и Y" add to alsoDistricts in the order named.
 *  - Widening counts (set 2): "სამოთახიანიც ვნახოთ" (let's see 3-room ones too) after 2 rooms = maxRooms 3; "3
 *    საძინებელიც გამოგვადგება" after 4 bedrooms = minBedrooms 3; "hmm, one floor works as well", "ერთსართულიანიც
 *    გამოდგება" after two storeys = minNumberOfFloors 1. Replacing and shifting (set 9): "Трёшку не потянем, пусть
 *    будет двушка" = 2 rooms; "actually 4 bedrooms" = 4; "make it one room more" = +1.
 *  - Stays: "we'll extend by two nights" (3 -> 5), "ორი ღამით ნაკლებს დავრჩებით" (we'll stay two nights fewer, 4 -> 2),
 *    "Сократим на одну ночь" (5 -> 4) shift maxRentDuration (set 11); "3 ღამეზე ნაკლებით არა" (not for fewer than 3
 *    nights) and "3 nights minimum" = minRentDuration 3 (set 3); "на трое суток" = maxRentDuration 3; "на выходные (2
 *    ночи)" = 2; "for a week", "ერთი კვირით", "на неделю" = 7.
 *  - Price follow-ups: "bring the upper limit down by 20k", "ზედა ზღვარი 30 ათასით დავწიოთ" (lower the upper bound by
 *    30k) move maxPrice only; "5 ათასით მეტს გადავიხდი" (I'll pay 5k more), "and 10k more on the budget", "Бюджет
 *    урежем на 50 тысяч" move the only bound; "ვერაფერი? 1300-მდე ავალ" (nothing? I'll go up to 1300), "nothing? let's
 *    go up to 1600", "Можно и до 900" (lari: set 6's scale) set the new maxPrice.
 *  - Money: "0.6 mil" = 600,000; "1.5k lari" = 1,500; "≤75k"; "60k ceiling"; "до 50k$" (Latin k inside Russian); "40
 *    тыщ зелёных"; "75 штук"; "до 110к"; "до 200тыс"; "85 ათ.$-მდე"; "three hundred and twenty-five thousand" =
 *    325,000; "სამას ორმოცდაათ ათას დოლარამდე" = 350,000; "до семидесяти двух тысяч долларов" = 72,000; the ranges
 *    "1.1-1.4 მლნ დოლარი", "1.1–1.3M USD", "$350k–$420k", "250-300 ათასი", "200–260 тыс. долларов", "60–70 тыс.",
 *    "400–500$", "900-1100 ლარად" (for 900-1100 lari) share their unit and set both bounds.
 *  - Seller: "შუამავლებმა არ დამირეკოთ" (middlemen, don't call me), "owners only, I'm not paying an agency fee",
 *    "только хозяин, без комиссии", "от собственника" = Owner; "from the developer directly", "პირდაპირ სამშენებლო
 *    კომპანიისგან", "от застройщика" = Developer; "agency listings are fine too", "სააგენტოებიც იყოს" (let agencies be
 *    in too) after owners only clear sellerType (set 7).
 *  - Market words: "newbuild only" = New; "Czech-project flat" (the English of ჩეხური პროექტი) and the Latin "Cexur
 *    proeqtSi" = Old; "в старом фонде" = Old; "в строящемся ЖК", "ჯერ დაუსრულებელ პროექტში" (in a project not finished
 *    yet), "off-plan" = Ongoing; "ახალგარემონტებული", "fresh renovation", "recently renovated", "евроремонт" =
 *    NewRenovated.
 *  - Heating and amenities: "საკუთარი ქვაბით" (with its own boiler), "with its own gas boiler", "отопление — газовый
 *    котёл" = IndividualGasBoiler; "отопление центральное" = Central; "отопление электрическое" = Electric;
 *    "ლიფტიან კორპუსში" = hasLift; "чтоб был кондер", "AC + lift" = hasAirConditioning (and hasLift); "parkng is a
 *    must" (typo), "parking for 2 cars", "с парковкой — едем на машине" = hasParking (the cars are no filter).
 *  - Pets, on rent pages only, mentioned, asked or counted: "я с котом", "С собакой пустите?", "У нас два лабрадора",
 *    "I have a cat named Pixel", "I have a dog (Bruno, 4 y.o.)", "ძაღლი მყავს, ბობი ჰქვია", "შინაური ცხოველებიც უნდა
 *    იყოს დაშვებული" = petsAllowed true. (No turn of this set names a pet on a sale page either.)
 *  - Wishes: "with a view over the city" = cityView; "a quiet flat away from the traffic", "მშვიდ ადგილას",
 *    "желательно тихий двор", "чтобы было тихо" = quiet; "ბაღით", "with a garden", "a big yard", "с садом" on the
 *    house page = garden; "maRal sarTulze Tu iqneba kargi iqneba", "მაღალ სართულზე თუ იქნება, უკეთესია", "high floor
 *    ideally" = highFloor; "желательно с видом на горы" = mountainView; "вид на море обязательно" stays seaView (set
 *    10); "рядом со школой" = school; "Бассейн не нужен, лучше гараж" swaps the pool wish for garage and leaves the
 *    filter as it was.
 *  - Floors: "nothing above the third floor" = maxFloor 3; "meoTxe sarTulze maRla ara" = maxFloor 4; "этаж не выше
 *    4-го" = maxFloor 4; "этаж не меньше пятого" = minFloor 5; "первый этаж не предлагать" = minFloor 2; "этаж 2–7",
 *    "anything from the 2nd up to the 5th floor", "floors 3 to 9", "მეორედან მეხუთე სართულამდე", "მესამედან მეცხრე
 *    სართულამდე" = both bounds; "ოღონდ ბოლო სართული არ მინდა", "not on the last floor" = notLastFloor; "этаж не первый
 *    и не последний" = minFloor 2 and notLastFloor (set 7).
 *  - Not filters and no wish: children and their ages, a move from another city or in a named month, "there'll be 4
 *    of us", "4 ადამიანი ვიქნებით", "we're a family of six", a pet's name and age, "участок 6 соток" (a house's plot),
 *    high ceilings, a phone number in any shape ("599 45 67 89", "+995 555 12 34 56", "тел. 591 22 33 44"), an
 *    investor's plan to let the flat by the day later (no otherScope, set 10), "long term" / "долгосрочная" /
 *    "გრძელვადიანი" (no rent duration, set 7), "жара", "едем на машине".
 *  - Another page: "ყიდვა გადავიფიქრე, ზაფხულისთვის დღიურად მინდა ბინა ვიქირაო" and "can you show me places for daily
 *    rent instead?" on the sale page = DailyRent/Apartment; "А коттеджи на продажу показываете? Квартира не интересует"
 *    (a cottage is a house) on the sale apartment page = Sale/House.
 *  - Spelling: "saburtaloo", "dighomi masiv", "Didi Digomi", "Tamari setlement", "parkng", "Ищю", "спални", the loose
 *    transliteration "digmis masivshi vqiraob 2 otaxians 900-1100 larad, kondicioneri da lifti aucilebelia" and the
 *    standard-layout "oroTaxiani bina didubeSi", "samoTaxiani saburTaloze", "gldanis me-3 mikroraionSi 3 oTaxiani
 *    qiraze, 850 laramde" are read as meant.
 *  (Set 13's additions:)
 *  - Landmarks, each the district it lies in, with no wish: Fabrika on Ninoshvili Street ("ფაბრიკასთან", "I work at
 *    Fabrika so something close to it") and the Deserters' Bazaar ("возле Дезертирского рынка") = Chughureti.
 *  - Portal and market words: "ძველ აშენებულში" (the portals' "old-built") = Old, "ახალ აშენებულ კორპუსში" = New; "a
 *    Brezhnev-era block" (the English of брежневка) and "в старой девятиэтажке" (an old nine-storey block; the storeys
 *    are building height, set 4) = Old; "на этапе строительства" = Ongoing; "an older renovation", "со старым ремонтом"
 *    = OldRenovated; "чёрный каркас" = BlackFrame; "white-frame unit" = WhiteFrame; "მწვანე კარკასი" = GreenFrame.
 *  - Heating: "ქვაბიანი ბინა" (a flat with a boiler: a gas combi boiler in Georgia) = IndividualGasBoiler; "must have
 *    central heat", "с центральным отоплением" = Central; "heated with electricity", "обогрев электрический", the
 *    Latin "eleqtro gaTbobiT" = Electric.
 *  - Money: "მილიონნახევრამდე" (up to a million and a half) = 1,500,000; "ასორმოცდაათ ათას დოლარამდე" = 150,000; "one
 *    point two million dollars max" = 1,200,000; "$1.05M" = 1,050,000; "у.е." (conventional units) = USD; "budget tops
 *    out at 240k", "500k cap", "700 GEL and not a tetri more", "максимум 600 тысяч лари", "до трёхсот пятидесяти тысяч
 *    долларов" = maxPrice; "130 000$-მდე", "до 180к$", "до 60k $" as written; a sale price named in lari ("300 000
 *    ლარამდე", "budget 250,000 GEL") is GEL (set 1's USD default is only for a sale price with no currency).
 *  - Shares and shifts in other words: "Бюджет поднимем на четверть" = +25 % (150,000 -> 187,500); "bump the ceiling
 *    by 15%" (80,000 -> 92,000); "Потолок по цене — минус 20 тысяч" = maxPrice −20,000; "Добавьте ещё 100 лари к
 *    бюджету", "100 lariT mets gadavixdi" (I'll pay 100 lari more) = +100; "zero results... ok, stretch it to 850 lari"
 *    and "ფასი ცოტა ავწიოთ, 115-მდე" (a bare number keeps the bound's scale, set 6) set the new maxPrice.
 *  - Counts: "knock off a bedroom" = −1 on the exact count; "ოთახი კიდევ ერთი დაუმატე" (add one more room) = +1;
 *    "Хотя нет, комнат пусть будет четыре", "სამი საძინებელი ცოტაა, ოთხი მინდა" replace the count; "სამსაძინებლიანი"
 *    = 3 bedrooms; "2bed/1bath" = 2 bedrooms and 1 bathroom.
 *  - House storeys: "single-level house", "Коттедж … 3 уровня" (levels) = min = max number of floors; "სამსართულიანზე
 *    მაღალი არა", "no taller than two storeys", "этажей не больше трёх", "максимум в два этажа" = maxNumberOfFloors; "a
 *    3-storey one is fine as well" after two storeys = maxNumberOfFloors 3 (set 2's widening). "Detached house",
 *    "коттедж", "აგარაკის ტიპის სახლი" (a dacha-type house) on the house page set nothing more.
 *  - Floors: "Цоколь и первый этаж не предлагайте" (neither the basement level nor the first) = minFloor 2; "anything
 *    past the 2nd floor" = minFloor 3; "not lower than floor five but no higher than the twelfth" = 5 to 12; "მესამეზე
 *    მაღლა, ოღონდ მეცხრეზე დაბლა" (above the 3rd but below the 9th) = minFloor 4, maxFloor 8; "პირველი და მეორე სართული
 *    არ მაწყობს" = minFloor 3; "выше пятого этажа не предлагать", "выше восьмого тоже не надо" = maxFloor 5 / 8;
 *    "სართული მე-4-დან მე-8-მდე" = both bounds; "ბოლოს გარდა ნებისმიერი სართული" (any floor but the last) and "not the
 *    top one though" = notLastFloor; "лишь бы не первый этаж. И последний тоже не хочу" = minFloor 2 and notLastFloor.
 *  - Districts: a slash between two districts ("Vake/Vera") is "or": district the first, alsoDistricts the other;
 *    "Плюс Ваке, если там что-то есть" adds Vake to alsoDistricts; dropping the first of two ("Руставели уберите")
 *    makes the one left the district (set 8's drop rule); "what if we look at Vera and not Vake?", "давайте Мухиани
 *    вместо Глдани", "igive, oRond avWalaSi" (the same, but in Avchala) replace the district.
 *  - Seller: "Realtors need not apply, owner listings only", "Пишите только собственники, риелторам просьба не
 *    беспокоить", "მხოლოდ პატრონთან მინდა საქმე", "მარტო მესაკუთრეების განცხადებები მაჩვენე", "owner-sold only" =
 *    Owner; "straight from the builder's sales office", "მშენებელი კომპანიის გაყიდვების ოფისიდან ვყიდულობ", "продавец —
 *    застройщик" = Developer; "fine, show agency listings as well" after owners only and "Необязательно от застройщика"
 *    after developer only clear sellerType (set 7's widening, set 3's relaxing).
 *  - Relaxing and taking back: "strike the elevator off the list" clears hasLift; "the lower bound can go" clears
 *    minPrice only (set 7); "Без балкона тоже обойдёмся" clears hasBalcony (set 12); "ძაღლი დედასთან რჩება, ასე რომ
 *    ეგ აღარ არის მნიშვნელოვანი" clears petsAllowed; "ავეჯს რაც შეეხება, მნიშვნელობა არ აქვს" clears isFurnished; "И
 *    новостройка не обязательна, старый фонд тоже смотрим" clears buildingStatus (set 12's widening); "heating type,
 *    whatever" clears heating; "სართული სულერთია, ლიფტიანი იყოს და ეგაა" clears the floor bound and sets hasLift (set
 *    9); "პარკინგი ბონუსი იქნება, აუცილებელი არ არის" downgrades hasParking to the parking wish (set 8); "Мебель уже не
 *    нужна — родители отдают нам свою" after "с мебелью" = isFurnished false (set 8's own-furniture rule, as set 11
 *    replaces a true); "Гараж не нужен, а вот бассейн хочется" swaps the garage wish for pool.
 *  - Start over in other words: "ყველაფერი წაშალე. ახლა მაინტერესებს …" (delete everything; now I'm interested in …)
 *    and "scrap everything. new search: …" (wishes emptied, or replaced by the new request's, set 6).
 *  - Stays: "for a fortnight" = maxRentDuration 14 (a week = 7, set 8); "we'll stay a night longer" = +1, "კიდევ ორი
 *    ღამით დავრჩებით", "Продлим ещё на две ночи" = +2 (set 11's shifts); "Ночей всё-таки будет четыре" replaces it;
 *    "renting for at least two months" = minRentDuration 60, "на срок от трёх месяцев" = 90 (a month = 30 days).
 *  - Metro: "walking distance to Medical Uni metro" = Saburtalo, maxMetroWalkMinutes 10 and the metro wish (set 10's
 *    station with minutes); "no more than an 18-minute walk", "не больше 17 минут" = 20; "თორმეტი წუთი მაქსიმუმ" = 15;
 *    "ავლაბრის მეტროდან 5 წუთში", "Didube metro, 5 minutes on foot max" = the district, 5 and the metro wish;
 *    "naZaladevis metrosTan" = Nadzaladevi and the metro wish (set 7's station bearing a district's name); "у метро
 *    Марджанишвили, минут 10 пешком максимум" = Chughureti, 10 and the metro wish (sets 5 and 7).
 *  - Amenities: "ლოჯია", "с лоджией" (a loggia) = hasBalcony; "A/C + balcony a must" = both; "кондей нужен" (slang,
 *    like кондер) = hasAirConditioning; "чтоб с лифтом", "building with a lift", "ლიფტიან კორპუსში" = hasLift; "აივანი
 *    და კონდიციონერი სასურველია" = the balcony and airConditioning wishes.
 *  - Pets on rent pages, of other kinds: a cat ("შინაური კატა მყავს", "I have a cat called Mochi", "it's me plus a
 *    cat"), a dog, "ორი თუთიყუში გვყავს" (two parrots), two ferrets, "у нас попугай и черепаха", "У нас такса" (a
 *    dachshund), a husky, a hamster = petsAllowed true; a pet said to be quiet ("У меня хомяк, он тихий") adds no quiet
 *    wish: it describes the pet, not the flat.
 *  - Wishes: "peaceful" = quiet; "south-facing windows", "окна на юг" = sunny; "рядом со школой и парком" with no park
 *    named = the school and park wishes (no district); "ქალაქზე პანორამული ხედით", "panoramic city views", "с
 *    панорамным видом на город" = cityView; "mountain views", "с видом на горы" = mountainView; "a fireplace would be
 *    a plus" = fireplace; "Vake Park area", "рядом с Ваке-парком" = Vake and the park wish (set 3).
 *  - Not filters and no wish: a salary ("ხელფასი 2500 ლარი მაქვს", "my salary is 4000 GEL", "зарплата 3000"), the rent
 *    paid now (set 9), a Telegram handle, the price of a flat being sold elsewhere ("Продаём мамину квартиру в Кутаиси
 *    за 40 тысяч"), relatives (a husband, a mother-in-law, a sister who found her flat here), where the visitor works,
 *    a moving month, "მეტი ფული არ მაქვს" (I have no more money) beside a ceiling, high ceilings ("მაღალი ჭერით").
 *  - Another page: "ყიდვაზე ჯერ ვიფიქრებ, მანამდე მაჩვენე, ქირით რა არის" on the sale page = Rent/Apartment; "can you
 *    show me whole houses for daily rent instead?" on the DailyRent apartment page = DailyRent/House.
 *  - Spelling: "apratment in Vkae, 2 bedroms, furnisched", "Nutsubidze plato", "квартру", "с мебелю", "на Дигомском
 *    масиве", "трешка", "ნუცუბძის პლატოზე" are read as meant; standard-layout Latin Georgian ("oroTaxiani bina
 *    naZaladevis metrosTan", "eleqtro gaTbobiT, erToTaxiani, isanSi, qiraze", "baTumSi, axal bulvarze, mSenebare
 *    korpusSi, developerisgan pirdapir", "qiraze oroTaxiani gldanSi") and the loose "vakeshi mchirdeba orotakhiani
 *    kirit, 2000 laramde, aveji aucilebelia" as the Georgian words.
 *  (Set 14's additions:)
 *  - Places, each the district it lies in: Gotsiridze station (its older name Elektrodepo, "by Gotsiridze metro (the
 *    old Elektrodepo)") = Didube and the metro wish (a station, set 1); Kote Afkhazi Street (formerly Leselidze, "just
 *    off Kote Afkhazi street") = Old Tbilisi, no wish; Batumi's Botanical Garden ("by the Botanical Garden",
 *    "ბოტანიკური ბაღის მიდამოებში") = Green Cape, no wish (a landmark, neither a park nor the house's garden). "Рядом с
 *    ипподромом" = Saburtalo (set 11). A landmark only seen from the flat ("Сололаки …, с видом на Нарикалу") is the
 *    view wish and leaves the district named (Sololaki).
 *  - Money: "в пределах 350 тыс. долларов", "150 ათასი დოლარის ფარგლებში" (within) = maxPrice; "120.000$" (dots
 *    grouping thousands) = 120,000; "bucks" = USD; "one point five mil budget" = 1,500,000; "$95,000 or under", "≤
 *    150 lari a night", "$170k top", "$450k cap" = maxPrice; "for like 1000-1200 bucks" is the range ("like" is a
 *    filler); "80-95 тыс. долл.", "350-400 ათასი $", "250 ათასიდან 300 ათას დოლარამდე" share their unit.
 *  - Floors: "floor 3+" = minFloor 3 (set 3's "N+"); "7th floor or below" = maxFloor 7; "ниже третьего этажа не
 *    предлагать" = minFloor 3; "этаж 4-й и выше" = minFloor 4; "этаж максимум 5-й" = maxFloor 5; "მე-10 სართულზე
 *    ქვემოთ არ მინდა" (not below the 10th) = minFloor 10; "სართული: მეორე და ზემოთ" = minFloor 2; "i dont want the 1st
 *    floor and i dont want the last floor", "ბოლო სართული არ მინდა და არც პირველი" = minFloor 2 and notLastFloor.
 *  - Counts: "четырёшка" = 4 rooms ("Трёшку или четырёшку" = 3 to 4); "a 3-bedder" = 3 bedrooms; "up to 2 bedrooms"
 *    = maxBedrooms 2; shifts by two ("make it two rooms more", "Сделайте на две комнаты больше", "ოთახი ორით მეტი
 *    იყოს") = +2 on the exact count (set 9); "А если двушку?" replaces the count.
 *  - Size: "квадратов", "от 150 метров" (metres said of a flat's area) = m²; a balcony's area ("балкон 6 м²") is
 *    hasBalcony true and no size bound.
 *  - Seller: "developer-sold units only", "от девелопера напрямую" = Developer; "owner sale only", "без маклеров"
 *    (маклер, a broker), "ბროკერების გარეშე", "შუამავლებს გთხოვთ ნუ შემაწუხებთ" (middlemen, please don't bother me) =
 *    Owner; "Риелторские объявления тоже показывайте" after owners only clears sellerType (set 7).
 *  - Heating: "heated by a combi boiler", "с индивидуальным газовым котлом" = IndividualGasBoiler.
 *  - Relaxing and shifting: "Да бог с ним, с балконом" (never mind the balcony) and "balcony — never mind, drop it"
 *    clear hasBalcony; "the lower limit can go, and knock 10% off the top one" clears minPrice and moves maxPrice by
 *    −10 % (180,000 -> 162,000); "Потолок по цене срежем на десять процентов" = maxPrice −10 %; "გლდანი აღარ მინდა"
 *    (I don't want Gldani any more) drops it and the one left becomes the district (set 13); "მუხიანშიც შეიძლება",
 *    "Дидубе тоже можно глянуть", "Исани тоже рассматриваю", "also throw in Didube and Vake" add to alsoDistricts.
 *  - Market words: "советская панелька" (a Soviet panel block), "an old Soviet building is what I'm after" = Old;
 *    "Brand-new complex" = New; "საბჭოთა დროის კორპუსში არ მინდა" (not in a Soviet-era block) is an exclusion and sets
 *    no status (set 3).
 *  - Stays: "we'll tack on 2 more nights" = +2; "Задержимся ещё на ночку" = +1; "ერთი ღამით ნაკლები იყოს" = −1
 *    (set 11's shifts of maxRentDuration).
 *  - Pets on rent pages: a Maine Coon, a spitz, a small poodle, a hamster, "two dogs and a cat", "შინაური ცხოველით"
 *    (with a pet) = petsAllowed true.
 *  - Wishes: "as high up as possible" = highFloor; "near school No. 150 if possible" = school (the school's number is
 *    no filter); "бассейн и парковка обязательно" = the pool wish (no field to make hard) and hasParking true;
 *    "აივნით, და ზღვის ხედი თუ ექნება, კარგი იქნება" = hasBalcony true and the seaView wish.
 *  - Another page: "could you show me rentals like that instead?", "А в аренду такие есть?", "იგივე ქირით რომ
 *    მაჩვენო?" on the sale apartment page = Rent/Apartment, the filter kept.
 *  - Start over in other words: "start from scratch: …", "Всё сбрасываем. …", "ყველაფერი თავიდან. …" (a conversation
 *    without wishes lists none).
 *  - Not filters: the price a flat was sold for ("We sold our place there for 85k", "продали квартиру в Рустави за 55
 *    тысяч"), children's ages, "for 2 adults", "4 of us", "ოთხნი ვართ", a phone number with dashes ("555-12-34-56"),
 *    wifi, a price per m² ("კვადრატი 900$-ად ვნახე"), ceilings ("ჭერი 3.5 მ", "потолки 3,5 м"), a microdistrict's
 *    number, a moving month ("from June", "с июня", "სექტემბერში"). Furniture from the family ("I'm bringing my
 *    grandma's furniture") = isFurnished false (set 8).
 *  (Set 15's additions:)
 *  - Places: Aghmashenebeli Avenue in a Tbilisi conversation ("აღმაშენებლის გამზირთან ახლოს") = Chughureti, no wish
 *    (the avenue runs through it); in a Batumi conversation "aRmaSeneblis ubanSi" is Batumi's Aghmashenebeli
 *    district (the city is the conversation's, set 10). Barnovi Street ("on Barnovi street") = Vera, no wish.
 *    "Дезертирка" (the everyday name of the Deserters' Bazaar, "недалеко от Дезертирки") = Chughureti (set 13). A
 *    university named only as where someone studies ("სახელმწიფოში ვსწავლობ მესამე კურსზე") is no place: no station,
 *    no district, and the year is no number. "Digomi" (typo) = Dighomi.
 *  - Metro: "метро под боком" (the metro right at hand) is "near the metro": the metro wish, no minutes. "Within a 7
 *    min walk of a metro station" = 10 with no wish (set 9: minutes with no station named); "მეტრომდე 3-4 წუთი" beside
 *    a named station = 5 (set 9's span, its upper number) with the station's district and the metro wish.
 *  - Seller: "FSBO only" (for sale by owner), "მხოლოდ მფლობელისგან" (from the possessor) with "აგენტებმა ნუ
 *    დარეკავთ", "შუამავლები არ მომწერონ" (middlemen, don't write to me), "agents pls don't contact me", "продаёт
 *    владелец", "напрямую от хозяйки" (from the landlady) = Owner; "პირდაპირ მშენებლისგან" (straight from the builder)
 *    = Developer; "Ладно, риелторы тоже пусть пишут" after owners only clears sellerType (set 7's widening).
 *  - Heating: "ინდ. ქვაბი" and "ქვაბით გათბობა" = IndividualGasBoiler (set 13's boiler); "own combi boiler" =
 *    IndividualGasBoiler; "центр. отопление" and the Latin "centraluri gaTbobiT" = Central.
 *  - Amenities: "aircon" is air conditioning ("aircon pls" = hasAirConditioning true, set 5's "pls"; "forget the aircon
 *    requirement" clears it); "აივანზე ნუ იდარდებ, აღარ არის პრინციპული" (don't worry about the balcony, it's no
 *    longer a must) clears hasBalcony; "без лифта не предлагайте" (don't offer anything without a lift) = hasLift true,
 *    a refused absence being a must; "needs a parking space since I drive to work" = hasParking true; "parkingiT"
 *    (Latin Georgian) = hasParking true.
 *  - Money: "250 thou" = 250,000; "0.5 მლნ" = 500,000; "0.18m" = 180,000; "GEL 800 max" (currency before the number);
 *    "до 1 000 000 $"; "И добавим 15 тысяч сверху к бюджету" = +15,000; "shave 40k off the cap" = maxPrice −40,000;
 *    "ფასიც შესაბამისად 20 ათასით ჩამოწიე" (bring the price down by 20k accordingly) = −20,000; "bump the ceiling to
 *    95k" sets maxPrice 95,000; "Если не найдётся, могу до 700" (lari) = maxPrice 700 (set 6's scale); "Tu ar aris,
 *    800-mdec wavalT" (if there is none, we'll go up to 800) = maxPrice 800 (set 5's relaxing); "потолок по цене 400к"
 *    is a price ceiling, not a ceiling height. A cap on the price per m² ("not more than 1.1k per sqm") is still no
 *    filter (set 1), nor the price per m² a friend paid elsewhere.
 *  - Stays: "ერთი ღამე მოვაკლოთ" (let's take one night off) = maxRentDuration −1; "we'll stay 3 more nights" = +3
 *    (set 11's shifts); "for 10 nights" = 10 (decision 047); "sleeps 6" is the number of guests (no filter).
 *  - Counts: "On reflection 3 beds is overkill. One fewer" = −1 on the exact count (set 9); "ერთ-ოროთახიანი" = 1 to 2
 *    rooms (set 8's two counts); "студия/1-комн." = 1 room; "А если спален будет две?" replaces the count (set 14's
 *    "А если двушку?"); "5+ room", "150 sqm+", "80+ квадратов" set the minimum only (set 3).
 *  - Districts in follow-ups: "ვერა გადახაზე" (cross Vera out), "Ваке не тянем по деньгам, вычёркиваем", "Okrokana's
 *    out", "კოჯორი არ მინდა, სამსახურიდან შორია" drop that district; "Isani only" after "Isani or Samgori" keeps Isani
 *    alone; "и Чугурети до кучи" (and Chughureti while you're at it), "naZaladevSic SeiZleba", "Could you include Didi
 *    Dighomi as well?", "а Коджори тоже глянете?", "მწვანე კონცხიც დაამატე" add to alsoDistricts; "А если на Зелёном
 *    Мысе? То же самое" replaces the district and keeps the rest (set 12's "то же самое, но в X").
 *  - Relaxing: "eh, Soviet or new, whatever" clears buildingStatus (set 3).
 *  - Floors: "მე-2 სართულზე დაბლა ნუ იქნება, და ბოლოც არ მინდა" = minFloor 2 and notLastFloor; "სართული 4-9
 *    შუალედში" (floor in the 4-9 range), "between floors 3 and 6" = both bounds; "anything but the top floor" =
 *    notLastFloor; "5th floor or lower", "третий этаж или ниже", "სართული მაქსიმუმ მესამე" = maxFloor; "Этаж от
 *    12-го", "этаж от четвёртого" = minFloor (set 3's "from the Nth"); "Not interested in anything below the 8th
 *    floor" = minFloor 8; "Top-floor lover here … a high floor" is the highFloor wish only (no bound).
 *  - Start over in other words: "მოდი, ყველაფერი გადავაგდოთ და ახლიდან: …" (let's throw everything out and start
 *    anew), "new search, clear everything: …", "Стоп, всё заново: …" (wishes emptied, set 6).
 *  - Market words: "ახლად აშენებულ კორპუსში" (in a newly built block) = New; "axlad garemontebuli" = NewRenovated;
 *    "pre-sale in a building under construction" = Ongoing; "с эвроремонтом" (typo) = NewRenovated; two Old words
 *    together ("სტალინური ან ჩეხური პროექტი", "сталинка или старый фонд") = Old; "Soviet-era block" = Old, "No
 *    Soviet-era blocks please" an exclusion (set 3); "თეთრ კარკასში მინდა, რემონტს თვითონ გავაკეთებ" = WhiteFrame.
 *  - Wishes: "ideally near a good school" = school; "Pool would be a bonus" = pool; "ბუხარიც რომ ჰქონდეს, კარგი
 *    იქნებოდა" = fireplace; "Камин не нужен, обойдёмся" removes the fireplace wish (set 8); "რაც შეიძლება მაღალ
 *    სართულზე" = highFloor; "სამების ტაძრის ხედით" (with a view of Sameba cathedral) beside Avlabari is the view wish
 *    (set 14's landmark only seen); "ბაღიანი" (with a garden) on the house page = garden; "с отоплением" = heating
 *    (issue 16's plain heating); "вид на море не обязателен, но желателен" = seaView; "кот спокойный" describes the
 *    cat and adds no quiet wish (set 13).
 *  - Another page: "ბინის მაგივრად სახლი ხომ არ გაქვთ ქირით?" (instead of a flat, don't you have a house for rent?) on
 *    the Rent apartment page = otherScope Rent/House, the filter kept.
 *  - Not filters and no wish: buying "ინვესტიციისთვის" (as an investment), "Участок от 6 соток" (a plot, set 1), a
 *    brick building ("дом кирпичный", set 8), a flat sold earlier ("ჩემი ძველი ბინა 65 ათასად გავყიდე"), "4 კაცი
 *    ვართ", "нас четверо", "high ceilings", a stroller, moving from Kutaisi in September, a pet's name and age.
 *  (Set 16's additions:)
 *  - Places, each the district it lies in: Lado Asatiani Street ("ასათიანის ქუჩაზე ან იქვე ახლოს") = Sololaki, no
 *    wish; "ლისზე" (the everyday short name of the Lisi Lake area) = Lisi Lake; "სამედიცინოს მეტრო" (the everyday short
 *    name of Medical University station) = Saburtalo and the metro wish; "close to Sameba" = Avlabari (set 10). An old
 *    Tbilisi house "с итальянским двориком" (with an Italian courtyard) is an old building (Old) in the district named.
 *    Where a relative works ("Муж работает в Ваке") is no district (set 13); a later "Ваке тоже можно рассмотреть"
 *    adds it as any "X тоже" does.
 *  - Two districts joined by a hyphen ("ვაკე-საბურთალო") are "or", like set 13's slash: district the first,
 *    alsoDistricts the other.
 *  - Money: "кусков" (кусок, slang for a thousand) = ×1,000 ("бюджет 45 кусков" = 45,000, USD on the sale page);
 *    "до полутораста тысяч" = 150,000; "ოთხმოცდახუთ ათას დოლარამდე" = 85,000, "ოთხმოცდაათ ათასამდე" = 90,000, "ასი
 *    ათასი დოლარი მაქვს, მეტი არა" = maxPrice 100,000; "two hundred forty thousand dollars" = 240,000; "eighty-five
 *    grand" = 85,000; "under half a million" = 500,000; "0,6 млн" = 600,000; "за двести-двести пятьдесят тысяч
 *    долларов" is a range sharing its unit; "45k is the most I can do" = maxPrice; "ბიუჯეტი კიდევ 15 ათასით შეგვიძლია
 *    ავწიოთ" = +15,000, "ბიუჯეტი 200 ლარით ავწიოთ" = +200, "Можем добавить ещё тысяч двадцать" = +20,000 (set 11's
 *    inverted amount), "take 10% off the budget" = −10 % of the only bound. A price-per-m² cap in Georgian
 *    ("კვადრატში 1300$-ზე მეტს არ გადავიხდი") is no filter (set 15).
 *  - Budget relaxed in other words: "ფასზე ნუ იდარდებ" (don't worry about the price), "forget the budget" clear
 *    minPrice, maxPrice and currency (set 1).
 *  - Floors: "სართული ოთხზე მაღლა" (a floor higher than four) = minFloor 5; "выше седьмого этажа" = minFloor 8;
 *    "above the sixth floor but not the top one" = minFloor 7 and notLastFloor; "first or second floor only" = minFloor
 *    1, maxFloor 2; "სართული მეორიდან მეექვსემდე" = 2 to 6; "მეშვიდე სართული ან უფრო მაღლა" = minFloor 7; "fifth floor
 *    and up" = 5; "nothing lower than floor 2" = minFloor 2; "მეხუთე სართულზე მაღლა არა" = maxFloor 5; "только не первый
 *    этаж, желательно повыше" = minFloor 2 and the highFloor wish; "ok scrap the floor range" clears both bounds.
 *  - Seller: "მხოლოდ კერძო პირისგან" (only from a private person), "только частники, агентства мимо", "only by-owner
 *    listings", "buying straight/direct from the owner", "только собственник — комиссию платить не буду" = Owner; "from
 *    the building company", "от строительной компании", "от компании-застройщика", "დეველოპერი კომპანიისგან" =
 *    Developer; "მხოლოდ სააგენტოს მეშვეობით" (only through an agency) = Agency.
 *  - Heating: "автономное отопление" (the Russian term for a flat's own heating) = IndividualGasBoiler; "центральное
 *    отопление не надо, только котёл" = IndividualGasBoiler (set 13's boiler, the excluded type sets nothing more);
 *    "individual gas heating", "heating from its own gas boiler" = IndividualGasBoiler; "გათბობა მხოლოდ ცენტრალური,
 *    ელექტროზე არ მინდა" = Central.
 *  - Market words: "сданная новостройка" (a completed new building) = New; "old Soviet housing stock" = Old; "в доме,
 *    который ещё достраивают", "дом ещё строится", "pre-construction" = Ongoing; "just renovated" = NewRenovated;
 *    "Ремонт не принципиален, можно и белый каркас" after NewRenovated clears renovationStatus (set 12's widening).
 *  - Amenities: "с балкончиком" (diminutive) = hasBalcony; "lift obviously", "elevator essential", "AC essential",
 *    "needs AC and a parking spot" = the filters; "მანქანის დასაყენებელი ადგილი აუცილებლად" (a place to park the car,
 *    a must) = hasParking; "парковку можно не учитывать" (the car is being sold) clears hasParking (set 9).
 *  - Pets on rent pages: "ფისო მყავს" (I have a kitty), "морская свинка", a bunny, "кролик", a golden retriever,
 *    corgi, "2 cats and a parrot", "ორი ლაბრადორი" = petsAllowed true.
 *  - Furniture: "ცარიელი, ჩემი ავეჯი მაქვს", "unfurnished - we're shipping our own stuff" = isFurnished false;
 *    "Furniture's not a dealbreaker after all" after furnished clears isFurnished.
 *  - Counts: "Let's go two rooms smaller" = −2 on the exact count; "Спален на одну меньше" = −1; "make it two bedrooms"
 *    replaces the count; "can we also look at 4-bedders?" after 3 bedrooms = maxBedrooms 4 (set 2's widening);
 *    "Studio or 1-room flat" = 1 room; "ერთსართულიანსაც განვიხილავ", "Одноэтажный тоже рассмотрим" after two storeys =
 *    minNumberOfFloors 1; "максимум двухэтажный" = maxNumberOfFloors 2.
 *  - Stays: "ორი ღამე დავუმატოთ" = +2; "actually make it 6 nights", "Лучше на 3 ночи" replace maxRentDuration; "на 9
 *    дней" = 9; "ერთი ღამით" = 1; "на 2 недели" = 14; "for a week" = 7 (decision 047); "от 2 ночей" = minRentDuration 2;
 *    "მინიმუმ ექვსი თვით", "6 months minimum" = 180; "მინიმუმ 3 თვით", "от 3 месяцев" = 90; "one year minimum", "от
 *    года" = 365.
 *  - Metro: "минут 8 пешком от метро Делиси" = Saburtalo, 10 and the metro wish; "Минуты три пешком от станции
 *    Гоциридзе" = Didube, 5 and the metro wish (set 7's approximate number); "четверть часа пешком тоже ок" after 10 = 15
 *    (set 5's relaxing); "within a 3-minute walk of any metro station" = 5 and "до метро не больше семи минут пешком" =
 *    10, no wish (no station named); "10-12 წუთი" = 15 (set 9's span); "within a 15 min walk of Medical University
 *    metro" = Saburtalo, 15 and the metro wish.
 *  - Districts in follow-ups: "სოლოლაკს თავი დავანებოთ" (let's leave Sololaki alone), "samgori ar mawyobs, mxolod
 *    isani", "Didube's a no, just Chughureti then", "Мухиани не надо, далеко от работы", "ვაკე ჩვენთვის ძვირია, ამოიღე"
 *    drop that district; "throw Samgori into the mix too", "Kojori would also work", "И на Новом бульваре тоже можно"
 *    add to alsoDistricts; "let's switch to Gonio, everything else the same" replaces the district (set 12).
 *  - Start over in other words: "არა, ეს ყველაფერი დაივიწყე. ახლა …", "Забудьте всё, что я писал. …" (no wishes had
 *    been named, so none are listed).
 *  - Wishes: "sun-drenched" = sunny; "ეზო სჭირდებათ" (the dogs need a yard) on the house page = garden; "И гараж бы
 *    не помешал" = garage; "ბუხარი რად მინდა, ამოიღე" (what do I need a fireplace for, remove it) removes the fireplace
 *    wish (set 8); "მშვიდი და მზიანი", "чтобы было тихо и солнечно" = quiet and sunny; "a view ideally" = view; "city
 *    view a bonus" = cityView; "close to a park would be lovely" = park (no park named, no district).
 *  - Another page: "ბინა კი არა, სახლის ყიდვა მინდა" on the sale apartment page = Sale/House; "do you have anything like
 *    that for daily rent?" = DailyRent/Apartment; "Actually I want to rent, not buy - and a house, not a flat" =
 *    Rent/House; "Вообще-то мы хотим купить дом, а не снимать квартиру" on the Rent page = Sale/House.
 *  - Not filters and no wish: a German phone number ("+49 151 …"), "593 44 21 07", "Тел. 555 48 12 90", children's and
 *    parents' ages, a child starting first grade ("პირველ კლასში" is no floor), a flight, a plot ("ნაკვეთი 800 კვ.მ",
 *    "участок 8/10 соток"), "8-й микрорайон", "sleeps 5", "2 ppl", "нас 4 человека", "ორნი ვართ", an arrival date ("from
 *    aug 3"), a friend's price per m², high ceilings (3.5 m+), "ზამთრის სეზონზე", "на зиму", a wife
 *    and two kids, a boyfriend moving in.
 */

export const BLIND_CASES_16: EvalConversation[] = [
  // ── Georgian (ka): 60 turns ──
  {
    id: 'b16-ka-01',
    language: 'ka',
    turns: [
      {
        say: 'გამარჯობა! ვეძებთ სამოთახიან ბინას საბურთალოზე ან ვაკეში, ბიუჯეტი 180 ათასი დოლარი. მეუღლე და ორი შვილი მყავს, ჩემი ნომერია 593 44 21 07',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Saburtalo',
          alsoDistricts: ['Vake'],
          maxPrice: 180000,
          currency: 'USD',
        },
      },
      { say: 'ვაკე ჩვენთვის ძვირია, ამოიღე', change: { alsoDistricts: null } },
      { say: 'სართული ოთხზე მაღლა, მაგრამ ბოლო არა', change: { minFloor: 5 }, wishes: ['notLastFloor'] },
      {
        say: 'ბიუჯეტი კიდევ 15 ათასით შეგვიძლია ავწიოთ',
        change: { maxPrice: 195000 },
        wishes: ['notLastFloor'],
      },
    ],
  },
  {
    id: 'b16-ka-02',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ქირით ვეძებ ორ ოთახიანს ვერაზე ან სოლოლაკში, თვეში 1500 ლარამდე, ავეჯით. ძაღლი მყავს, ლაკი ჰქვია, 3 წლისაა 🐶',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Vera',
          alsoDistricts: ['Sololaki'],
          maxPrice: 1500,
          currency: 'GEL',
          isFurnished: true,
          petsAllowed: true,
        },
      },
      { say: 'სოლოლაკს თავი დავანებოთ', change: { alsoDistricts: null } },
      { say: 'ამ ფასად ვერაზე ალბათ ვერაფერს ვიპოვი, ბიუჯეტი 200 ლარით ავწიოთ', change: { maxPrice: 1700 } },
    ],
  },
  {
    id: 'b16-ka-03',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'სახლს ვეძებ წყნეთში ან კოჯორში, ორსართულიანს, ბუხრით და ეზოთი, 300 ათას დოლარამდე',
        expect: {
          district: 'Tskneti',
          alsoDistricts: ['Kojori'],
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          maxPrice: 300000,
          currency: 'USD',
        },
        wishes: ['fireplace', 'garden'],
      },
      {
        say: 'ერთსართულიანსაც განვიხილავ',
        change: { minNumberOfFloors: 1 },
        wishes: ['fireplace', 'garden'],
      },
      {
        say: 'ბუხარი რად მინდა, ამოიღე. სამაგიეროდ მანქანის დასაყენებელი ადგილი აუცილებლად უნდა ჰქონდეს',
        change: { hasParking: true },
        wishes: ['garden'],
      },
    ],
  },
  {
    id: 'b16-ka-04',
    language: 'ka',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'ბათუმში დღიურად მინდა ბინა ახალ ბულვარზე, ზღვის ხედით, 5 ღამით, ღამეში 150 ლარამდე',
        expect: { district: 'New Boulevard', maxRentDuration: 5, maxPrice: 150, currency: 'GEL' },
        wishes: ['seaView'],
      },
      {
        say: 'ორი ღამე დავუმატოთ, მთელი კვირა დავრჩებით',
        change: { maxRentDuration: 7 },
        wishes: ['seaView'],
      },
      {
        say: 'კონდიციონერი აუცილებლად უნდა იყოს, ზაფხულში აქ საშინელი სიცხეა',
        change: { hasAirConditioning: true },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b16-ka-05',
    language: 'ka',
    turns: [
      {
        say: 'oroTaxiani bina isanSi an samgorSi, 70 aTas dolaramde, axal aSenebulSi',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Isani',
          alsoDistricts: ['Samgori'],
          maxPrice: 70000,
          currency: 'USD',
          buildingStatus: 'New',
        },
      },
      { say: 'samgori ar mawyobs, mxolod isani', change: { alsoDistricts: null } },
    ],
  },
  {
    id: 'b16-ka-06',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ქირით ვეძებ ერთოთახიანს გოცირიძის მეტროს სიახლოვეს, 800 ლარამდე, ცენტრალური გათბობა აუცილებელია',
        expect: {
          minRooms: 1,
          maxRooms: 1,
          district: 'Didube',
          maxPrice: 800,
          currency: 'GEL',
          heating: 'Central',
        },
        wishes: ['metro'],
      },
      {
        say: 'მეტრომდე ფეხით 5 წუთზე მეტი არ უნდა იყოს',
        change: { maxMetroWalkMinutes: 5 },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b16-ka-07',
    language: 'ka',
    turns: [
      {
        say: '4 ოთახიანი ვაკეში, 250-300 ათასი $, ლიფტით და აივნით',
        expect: {
          minRooms: 4,
          maxRooms: 4,
          district: 'Vake',
          minPrice: 250000,
          maxPrice: 300000,
          currency: 'USD',
          hasLift: true,
          hasBalcony: true,
        },
      },
      {
        say: 'არა, ეს ყველაფერი დაივიწყე. ახლა ორსაძინებლიანს ვეძებ ნაძალადევში, 90 ათასამდე',
        expect: { minBedrooms: 2, maxBedrooms: 2, district: 'Nadzaladevi', maxPrice: 90000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b16-ka-08',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'kirit mchirdeba 3 otaxiani digomshi, 2000 laramde, parkingit',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Dighomi',
          maxPrice: 2000,
          currency: 'GEL',
          hasParking: true,
        },
      },
      { say: 'da 2 sveli wertili minimum', change: { minBathrooms: 2 } },
      { say: 'ფასზე ნუ იდარდებ, მთავარია კარგი ბინა იყოს', change: { maxPrice: null, currency: null } },
    ],
  },
  {
    id: 'b16-ka-09',
    language: 'ka',
    turns: [
      {
        say: 'სამედიცინოს მეტროსთან ორსაძინებლიანი მინდა, 2 სველი წერტილით, 160 ათასამდე',
        expect: {
          district: 'Saburtalo',
          minBedrooms: 2,
          maxBedrooms: 2,
          minBathrooms: 2,
          maxBathrooms: 2,
          maxPrice: 160000,
          currency: 'USD',
        },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b16-ka-10',
    language: 'ka',
    turns: [
      {
        say: 'ასათიანის ქუჩაზე ან იქვე ახლოს, 2-3 ოთახი, ძველი რემონტით',
        expect: { district: 'Sololaki', minRooms: 2, maxRooms: 3, renovationStatus: 'OldRenovated' },
      },
    ],
  },
  {
    id: 'b16-ka-11',
    language: 'ka',
    turns: [
      {
        say: 'ერთოთახიანი გლდანში, ოთხმოცდახუთ ათას დოლარამდე, სართული მეორიდან მეექვსემდე',
        expect: {
          minRooms: 1,
          maxRooms: 1,
          district: 'Gldani',
          maxPrice: 85000,
          currency: 'USD',
          minFloor: 2,
          maxFloor: 6,
        },
      },
    ],
  },
  {
    id: 'b16-ka-12',
    language: 'ka',
    turns: [
      {
        say: 'დედაჩემისთვის ვეძებ, 72 წლისაა და კიბეზე ვეღარ ადის, ასე რომ ლიფტი აუცილებელია. ვაკე-საბურთალო, 120 000$ მაქსიმუმ',
        expect: {
          hasLift: true,
          district: 'Vake',
          alsoDistricts: ['Saburtalo'],
          maxPrice: 120000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-ka-13',
    language: 'ka',
    turns: [
      {
        say: 'ახალ კორპუსში, თეთრი კარკასით, 60-75 კვ.მ, ვარკეთილში, 55 ათასამდე',
        expect: {
          buildingStatus: 'New',
          renovationStatus: 'WhiteFrame',
          minSize: 60,
          maxSize: 75,
          district: 'Varketili',
          maxPrice: 55000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-ka-14',
    language: 'ka',
    turns: [
      {
        say: 'სადმე, ოღონდ ისანსა და სამგორში არა. სამოთახიანი, 100 ათასამდე',
        expect: { minRooms: 3, maxRooms: 3, maxPrice: 100000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b16-ka-15',
    language: 'ka',
    turns: [
      {
        say: 'ნუცუბიძის პლატოზე სამოთახიანი, მეშვიდე სართული ან უფრო მაღლა, მთის ხედით',
        expect: { district: 'Nutsubidze Plateau', minRooms: 3, maxRooms: 3, minFloor: 7 },
        wishes: ['mountainView'],
      },
    ],
  },
  {
    id: 'b16-ka-16',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ქირით 2 საძ. ჩუღურეთში, 1200-1400 ლარი თვეში, ფისო მყავს 🐱',
        expect: {
          minBedrooms: 2,
          maxBedrooms: 2,
          district: 'Chughureti',
          minPrice: 1200,
          maxPrice: 1400,
          currency: 'GEL',
          petsAllowed: true,
        },
      },
    ],
  },
  {
    id: 'b16-ka-17',
    language: 'ka',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'ქირით სახლი ლისზე, 3 საძინებელი, ბაღით, 3000 ლარამდე',
        expect: { district: 'Lisi Lake', minBedrooms: 3, maxBedrooms: 3, maxPrice: 3000, currency: 'GEL' },
        wishes: ['garden'],
      },
    ],
  },
  {
    id: 'b16-ka-18',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'დიღმის მასივში ვქირაობ, 700 ლარამდე, მინიმუმ ექვსი თვით',
        expect: { district: 'Dighomi Massive', maxPrice: 700, currency: 'GEL', minRentDuration: 180 },
      },
    ],
  },
  {
    id: 'b16-ka-19',
    language: 'ka',
    turns: [
      {
        say: 'ოროთახიანი მთაწმინდაზე, მხოლოდ კერძო პირისგან, სააგენტოები არ მაინტერესებს. კვადრატში 1300$-ზე მეტს არ გადავიხდი',
        expect: { minRooms: 2, maxRooms: 2, district: 'Mtatsminda', sellerType: 'Owner' },
      },
    ],
  },
  {
    id: 'b16-ka-20',
    language: 'ka',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად ბინა ავლაბარში, 3 ღამით, ორნი ვართ, ღამეში 120 ლარამდე',
        expect: { district: 'Avlabari', maxRentDuration: 3, maxPrice: 120, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b16-ka-21',
    language: 'ka',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად ოროთახიანი კალაში, აივნით აუცილებლად, ღამე 200 ლარი მაქსიმუმ',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Old Tbilisi',
          hasBalcony: true,
          maxPrice: 200,
          currency: 'GEL',
        },
      },
    ],
  },
  {
    id: 'b16-ka-22',
    language: 'ka',
    city: 'Batumi',
    listingType: 'Rent',
    turns: [
      {
        say: 'ბათუმში ქირით, ძველ ბათუმში, ორი საძინებელი, 1500 ლარამდე, ზამთრის სეზონზე',
        expect: { district: 'Old Batumi', minBedrooms: 2, maxBedrooms: 2, maxPrice: 1500, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b16-ka-23',
    language: 'ka',
    city: 'Batumi',
    turns: [
      {
        say: 'ბათუმში, მშენებარე კორპუსში, ერთოთახიანი, 40 ათას დოლარამდე, დეველოპერი კომპანიისგან',
        expect: {
          buildingStatus: 'Ongoing',
          minRooms: 1,
          maxRooms: 1,
          maxPrice: 40000,
          currency: 'USD',
          sellerType: 'Developer',
        },
      },
    ],
  },
  {
    id: 'b16-ka-24',
    language: 'ka',
    city: 'Batumi',
    turns: [
      {
        say: 'ბათუმი: მახინჯაური ან მწვანე კონცხი, ზღვის ხედით, 2 საძინებელი, 150-დან 200 ათასამდე',
        expect: {
          district: 'Makhinjauri',
          alsoDistricts: ['Green Cape'],
          minBedrooms: 2,
          maxBedrooms: 2,
          minPrice: 150000,
          maxPrice: 200000,
          currency: 'USD',
        },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b16-ka-25',
    language: 'ka',
    city: 'Batumi',
    turns: [
      {
        say: 'bagrationis ubanSi oroTaxiani, 90 aTasamde, liftiT',
        expect: {
          district: 'Bagrationi',
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 90000,
          currency: 'USD',
          hasLift: true,
        },
      },
    ],
  },
  {
    id: 'b16-ka-26',
    language: 'ka',
    city: 'Batumi',
    propertyType: 'House',
    turns: [
      {
        say: 'გონიოში სახლი მინდა, ეზოთი და აუზით, მაქსიმუმ სამსართულიანი, 400 ათასამდე',
        expect: { district: 'Gonio', maxNumberOfFloors: 3, maxPrice: 400000, currency: 'USD' },
        wishes: ['garden', 'pool'],
      },
    ],
  },
  {
    id: 'b16-ka-27',
    language: 'ka',
    city: 'Batumi',
    listingType: 'Rent',
    turns: [
      {
        say: 'თამარის დასახლებაში ქირით ერთოთახიანი, 600 ლარამდე, კატაც გვყავს',
        expect: {
          district: 'Tamari',
          minRooms: 1,
          maxRooms: 1,
          maxPrice: 600,
          currency: 'GEL',
          petsAllowed: true,
        },
      },
    ],
  },
  {
    id: 'b16-ka-28',
    language: 'ka',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'აეროპორტთან ახლოს ერთი ღამით, ღამე 100 ლარამდე, დილით ადრე მაქვს ფრენა',
        expect: { district: 'Airport', maxRentDuration: 1, maxPrice: 100, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b16-ka-29',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'ოქროყანაში კერძო სახლი, ორსართულიანი, 5 ოთახი, ნაკვეთი 800 კვ.მ, ინდივიდუალური გათბობით, 350 ათასამდე',
        expect: {
          district: 'Okrokana',
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          minRooms: 5,
          maxRooms: 5,
          heating: 'IndividualGasBoiler',
          maxPrice: 350000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-ka-30',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'ბაგებში სახლი ავტოფარეხით, 4 საძინებელი მაინც',
        expect: { district: 'Bagebi', minBedrooms: 4 },
        wishes: ['garage'],
      },
    ],
  },
  {
    id: 'b16-ka-31',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'saxli wavkisSi, erTsarTuliani, buxriT',
        expect: { district: 'Tsavkisi', minNumberOfFloors: 1, maxNumberOfFloors: 1 },
        wishes: ['fireplace'],
      },
    ],
  },
  {
    id: 'b16-ka-32',
    language: 'ka',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'ქირით სახლი დიდ დიღომში, ორი ლაბრადორი გვყავს და ეზო სჭირდებათ, 2500 ლარამდე',
        expect: { district: 'Didi Dighomi', petsAllowed: true, maxPrice: 2500, currency: 'GEL' },
        wishes: ['garden'],
      },
    ],
  },
  {
    id: 'b16-ka-33',
    language: 'ka',
    turns: [
      {
        say: 'ოროთახიანი, ოთხმოცდაათ ათასამდე, მეტრომდე ფეხით 10-12 წუთი მაქსიმუმ',
        expect: { minRooms: 2, maxRooms: 2, maxPrice: 90000, currency: 'USD', maxMetroWalkMinutes: 15 },
      },
    ],
  },
  {
    id: 'b16-ka-34',
    language: 'ka',
    turns: [
      {
        say: 'ვაშლიჯვრში სამოთახინი, ევრორემონტით, 200 ათასამდე',
        expect: {
          district: 'Vashlijvari',
          minRooms: 3,
          maxRooms: 3,
          renovationStatus: 'NewRenovated',
          maxPrice: 200000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-ka-35',
    language: 'ka',
    turns: [
      {
        say: 'ისანში ოროთახიანი, გათბობა მხოლოდ ცენტრალური, ელექტროზე არ მინდა, 75 ათასამდე',
        expect: {
          district: 'Isani',
          minRooms: 2,
          maxRooms: 2,
          heating: 'Central',
          maxPrice: 75000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-ka-36',
    language: 'ka',
    turns: [
      {
        say: 'ასი ათასი დოლარი მაქვს, მეტი არა. დიდუბეში, მეხუთე სართულზე მაღლა არა',
        expect: { maxPrice: 100000, currency: 'USD', district: 'Didube', maxFloor: 5 },
      },
    ],
  },
  {
    id: 'b16-ka-37',
    language: 'ka',
    turns: [
      { say: 'ბინა კი არა, სახლის ყიდვა მინდა', otherScope: { listingType: 'Sale', propertyType: 'House' } },
    ],
  },
  {
    id: 'b16-ka-38',
    language: 'ka',
    turns: [
      {
        say: 'ვაკეში მშვიდი და მზიანი ბინა, 2 საძინებელი, 250 ათასამდე',
        expect: { district: 'Vake', minBedrooms: 2, maxBedrooms: 2, maxPrice: 250000, currency: 'USD' },
        wishes: ['quiet', 'sunny'],
      },
    ],
  },
  {
    id: 'b16-ka-39',
    language: 'ka',
    turns: [
      {
        say: 'საბურთალოზე 3 ოთახიანი, სკოლასთან ახლოს, ბავშვი სექტემბერში პირველ კლასში მიდის',
        expect: { district: 'Saburtalo', minRooms: 3, maxRooms: 3 },
        wishes: ['school'],
      },
    ],
  },
  {
    id: 'b16-ka-40',
    language: 'ka',
    turns: [
      {
        say: 'ოროთახიანი ვაზისუბანში, მხოლოდ სააგენტოს მეშვეობით',
        expect: { minRooms: 2, maxRooms: 2, district: 'Vazisubani', sellerType: 'Agency' },
      },
    ],
  },
  {
    id: 'b16-ka-41',
    language: 'ka',
    turns: [
      {
        say: 'ვერაზე, 100 კვ.მ-დან, 3 საძინებელი, ოღონდ სტალინურში არა',
        expect: { district: 'Vera', minSize: 100, minBedrooms: 3, maxBedrooms: 3 },
      },
    ],
  },
  {
    id: 'b16-ka-42',
    language: 'ka',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად ვაკეში, შაბათ-კვირას, 2 ღამე, პარკინგით',
        expect: { district: 'Vake', maxRentDuration: 2, hasParking: true },
      },
    ],
  },
  {
    id: 'b16-ka-43',
    language: 'ka',
    turns: [
      {
        say: 'ვარკეთილში, ლიფტი და კონდიციონერი აუცილებელია, აივანი სასურველია, 65 ათასამდე',
        expect: {
          district: 'Varketili',
          hasLift: true,
          hasAirConditioning: true,
          maxPrice: 65000,
          currency: 'USD',
        },
        wishes: ['balcony'],
      },
    ],
  },
  {
    id: 'b16-ka-44',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ნაძალადევში ქირით 2 ოთახიანი, ცარიელი, ჩემი ავეჯი მაქვს, 700-900 ლარი',
        expect: {
          district: 'Nadzaladevi',
          minRooms: 2,
          maxRooms: 2,
          isFurnished: false,
          minPrice: 700,
          maxPrice: 900,
          currency: 'GEL',
        },
      },
    ],
  },
  {
    id: 'b16-ka-45',
    language: 'ka',
    turns: [
      {
        say: 'ერთოთახიანი, დელისის მეტროდან 10 წუთის სავალზე, 110 ათასამდე',
        expect: {
          district: 'Saburtalo',
          maxMetroWalkMinutes: 10,
          minRooms: 1,
          maxRooms: 1,
          maxPrice: 110000,
          currency: 'USD',
        },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b16-ka-46',
    language: 'ka',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'კოჯორში სახლი ქირით ზაფხულისთვის, მინიმუმ 3 თვით, 3 საძინებელი',
        expect: { district: 'Kojori', minRentDuration: 90, minBedrooms: 3, maxBedrooms: 3 },
      },
    ],
  },
  // ── English (en): 60 turns ──
  {
    id: 'b16-en-01',
    language: 'en',
    turns: [
      {
        say: "Hi! We're relocating from Berlin in September, me, my wife and our two kids (7 and 11). Looking to buy a 3-bed in Vake or Vera, under $260k. My number is +49 151 2345 6789 if that helps.",
        expect: {
          minBedrooms: 3,
          maxBedrooms: 3,
          district: 'Vake',
          alsoDistricts: ['Vera'],
          maxPrice: 260000,
          currency: 'USD',
        },
      },
      {
        say: "oh and it has to have a lift, my mum will be visiting a lot and she's 78",
        change: { hasLift: true },
      },
      { say: 'hmm, can we also look at 4-bedders?', change: { maxBedrooms: 4 } },
      { say: 'and take 10% off the budget', change: { maxPrice: 234000 } },
    ],
  },
  {
    id: 'b16-en-02',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'need a 1br for rent near Isani metro, max 900 lari, furnished, I have a bunny 🐰',
        expect: {
          minBedrooms: 1,
          maxBedrooms: 1,
          district: 'Isani',
          maxPrice: 900,
          currency: 'GEL',
          isFurnished: true,
          petsAllowed: true,
        },
        wishes: ['metro'],
      },
      {
        say: 'make it two bedrooms, my bf is moving in with me',
        change: { minBedrooms: 2, maxBedrooms: 2 },
        wishes: ['metro'],
      },
      { say: 'throw Samgori into the mix too', change: { alsoDistricts: ['Samgori'] }, wishes: ['metro'] },
    ],
  },
  {
    id: 'b16-en-03',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'Looking for a house in Tskneti, at least 3 bedrooms, individual gas heating, up to 400k. A garden for the kids would be great.',
        expect: {
          district: 'Tskneti',
          minBedrooms: 3,
          heating: 'IndividualGasBoiler',
          maxPrice: 400000,
          currency: 'USD',
        },
        wishes: ['garden'],
      },
      { say: 'Kojori would also work', change: { alsoDistricts: ['Kojori'] }, wishes: ['garden'] },
      {
        say: 'forget the budget, just show me the best ones',
        change: { maxPrice: null, currency: null },
        wishes: ['garden'],
      },
    ],
  },
  {
    id: 'b16-en-04',
    language: 'en',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'batumi, daily, 2 ppl, 4 nights from aug 3, new boulevard area, AC essential, under 180 GEL a night',
        expect: {
          district: 'New Boulevard',
          maxRentDuration: 4,
          hasAirConditioning: true,
          maxPrice: 180,
          currency: 'GEL',
        },
      },
      { say: 'actually make it 6 nights', change: { maxRentDuration: 6 } },
      { say: "let's switch to Gonio, everything else the same", change: { district: 'Gonio' } },
    ],
  },
  {
    id: 'b16-en-05',
    language: 'en',
    turns: [
      {
        say: '2 bed 1 bath in Saburtalo, floors 3–8, no agents please, 110-130k',
        expect: {
          minBedrooms: 2,
          maxBedrooms: 2,
          minBathrooms: 1,
          maxBathrooms: 1,
          district: 'Saburtalo',
          minFloor: 3,
          maxFloor: 8,
          sellerType: 'Owner',
          minPrice: 110000,
          maxPrice: 130000,
          currency: 'USD',
        },
      },
      { say: 'ok scrap the floor range', change: { minFloor: null, maxFloor: null } },
    ],
  },
  {
    id: 'b16-en-06',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'Long-term rental in Chughureti or Didube, 2 rooms, 1000-1300 GEL, landlord must be ok with my two cats',
        expect: {
          district: 'Chughureti',
          alsoDistricts: ['Didube'],
          minRooms: 2,
          maxRooms: 2,
          minPrice: 1000,
          maxPrice: 1300,
          currency: 'GEL',
          petsAllowed: true,
        },
      },
      { say: "Didube's a no, just Chughureti then", change: { alsoDistricts: null } },
    ],
  },
  {
    id: 'b16-en-07',
    language: 'en',
    turns: [
      {
        say: 'Studio or 1-room flat in the old town, up to eighty-five grand',
        expect: { minRooms: 1, maxRooms: 1, district: 'Old Tbilisi', maxPrice: 85000, currency: 'USD' },
      },
      {
        say: 'do you have anything like that for daily rent?',
        otherScope: { listingType: 'DailyRent', propertyType: 'Apartment' },
      },
    ],
  },
  {
    id: 'b16-en-08',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'Renting in Nadzaladevi, 3 rooms, up to 1500 lari, fully furnished pls',
        expect: {
          district: 'Nadzaladevi',
          minRooms: 3,
          maxRooms: 3,
          maxPrice: 1500,
          currency: 'GEL',
          isFurnished: true,
        },
      },
      { say: "Too pricey. Let's go two rooms smaller", change: { minRooms: 1, maxRooms: 1 } },
      { say: "Furniture's not a dealbreaker after all", change: { isFurnished: null } },
    ],
  },
  {
    id: 'b16-en-09',
    language: 'en',
    turns: [
      {
        say: 'Appartement near Vazha-Pshavela station, 2 bedrooms, no more than two hundred forty thousand dollars',
        expect: { district: 'Saburtalo', minBedrooms: 2, maxBedrooms: 2, maxPrice: 240000, currency: 'USD' },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b16-en-10',
    language: 'en',
    turns: [
      {
        say: 'Sololaki, around Machabeli St., 2-3 bedrooms, must have high ceilings (3.5 m+), $300k max',
        expect: { district: 'Sololaki', minBedrooms: 2, maxBedrooms: 3, maxPrice: 300000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b16-en-11',
    language: 'en',
    turns: [
      {
        say: 'Anything but Gldani. 3 rooms, fifth floor and up, 90k tops',
        expect: { minRooms: 3, maxRooms: 3, minFloor: 5, maxPrice: 90000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b16-en-12',
    language: 'en',
    turns: [
      {
        say: '2 room in Isnai, somewhere above the sixth floor but not the top one',
        expect: { district: 'Isani', minRooms: 2, maxRooms: 2, minFloor: 7 },
        wishes: ['notLastFloor'],
      },
    ],
  },
  {
    id: 'b16-en-13',
    language: 'en',
    turns: [
      {
        say: 'New building, black frame, Didi Dighomi, 80-100 sqm, $70-85k',
        expect: {
          buildingStatus: 'New',
          renovationStatus: 'BlackFrame',
          district: 'Didi Dighomi',
          minSize: 80,
          maxSize: 100,
          minPrice: 70000,
          maxPrice: 85000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-en-14',
    language: 'en',
    turns: [
      {
        say: "I'm specifically after old Soviet housing stock (cheaper) - 1 room in Avchala, 35k max",
        expect: {
          buildingStatus: 'Old',
          minRooms: 1,
          maxRooms: 1,
          district: 'Avchala',
          maxPrice: 35000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-en-15',
    language: 'en',
    turns: [
      {
        say: '3 bedrom flat in Vazisubnai, just renovated, up to 120k',
        expect: {
          minBedrooms: 3,
          maxBedrooms: 3,
          district: 'Vazisubani',
          renovationStatus: 'NewRenovated',
          maxPrice: 120000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-en-16',
    language: 'en',
    turns: [
      {
        say: 'within a 3-minute walk of any metro station, 1 bed, $95k max',
        expect: { maxMetroWalkMinutes: 5, minBedrooms: 1, maxBedrooms: 1, maxPrice: 95000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b16-en-17',
    language: 'en',
    turns: [
      {
        say: "Vake, 2 bedrooms, first or second floor only - my dad can't do stairs",
        expect: { district: 'Vake', minBedrooms: 2, maxBedrooms: 2, minFloor: 1, maxFloor: 2 },
      },
    ],
  },
  {
    id: 'b16-en-18',
    language: 'en',
    turns: [
      {
        say: "Only by-owner listings, I'm not paying any realtor commission. Avlabari, 2 rooms, under 110k",
        expect: {
          sellerType: 'Owner',
          district: 'Avlabari',
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 110000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-en-19',
    language: 'en',
    city: 'Batumi',
    turns: [
      {
        say: 'buying pre-construction, directly from the building company - 1-bed in the Khimshiashvili area, up to 75k',
        expect: {
          buildingStatus: 'Ongoing',
          sellerType: 'Developer',
          minBedrooms: 1,
          maxBedrooms: 1,
          district: 'Khimshiashvili',
          maxPrice: 75000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-en-20',
    language: 'en',
    city: 'Batumi',
    turns: [
      {
        say: 'Rustaveli district, 2 bedroom with a balcony and sea view, up to 160 grand',
        expect: {
          district: 'Rustaveli',
          minBedrooms: 2,
          maxBedrooms: 2,
          hasBalcony: true,
          maxPrice: 160000,
          currency: 'USD',
        },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b16-en-21',
    language: 'en',
    city: 'Batumi',
    turns: [
      {
        say: 'Boni-Gorodoki or Tamari, 3 rooms, 55-70k, heating from its own gas boiler',
        expect: {
          district: 'Boni-Gorodoki',
          alsoDistricts: ['Tamari'],
          minRooms: 3,
          maxRooms: 3,
          minPrice: 55000,
          maxPrice: 70000,
          currency: 'USD',
          heating: 'IndividualGasBoiler',
        },
      },
    ],
  },
  {
    id: 'b16-en-22',
    language: 'en',
    city: 'Batumi',
    listingType: 'Rent',
    turns: [
      {
        say: 'lease in the Aghmashenebeli district, one year minimum, 1 bedroom, $400-500/mo',
        expect: {
          district: 'Aghmashenebeli',
          minRentDuration: 365,
          minBedrooms: 1,
          maxBedrooms: 1,
          minPrice: 400,
          maxPrice: 500,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-en-23',
    language: 'en',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'place in Makhinjauri for a week, sleeps 5, a pool would be amazing, ≤250 GEL/night',
        expect: { district: 'Makhinjauri', maxRentDuration: 7, maxPrice: 250, currency: 'GEL' },
        wishes: ['pool'],
      },
    ],
  },
  {
    id: 'b16-en-24',
    language: 'en',
    city: 'Batumi',
    propertyType: 'House',
    turns: [
      {
        say: 'House at Green Cape, 2 floors, sea views, a fireplace would be nice, $500k ceiling',
        expect: {
          district: 'Green Cape',
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          maxPrice: 500000,
          currency: 'USD',
        },
        wishes: ['seaView', 'fireplace'],
      },
    ],
  },
  {
    id: 'b16-en-25',
    language: 'en',
    city: 'Batumi',
    turns: [
      {
        say: 'Kakhaberi, two-room, 3rd floor or higher, buying straight from the owner',
        expect: { district: 'Kakhaberi', minRooms: 2, maxRooms: 2, minFloor: 3, sellerType: 'Owner' },
      },
    ],
  },
  {
    id: 'b16-en-26',
    language: 'en',
    city: 'Batumi',
    listingType: 'Rent',
    turns: [
      {
        say: "Airport area, 2-bed, unfurnished - we're shipping our own stuff, up to 1,200₾",
        expect: {
          district: 'Airport',
          minBedrooms: 2,
          maxBedrooms: 2,
          isFurnished: false,
          maxPrice: 1200,
          currency: 'GEL',
        },
      },
    ],
  },
  {
    id: 'b16-en-27',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'Single-storey house near Lisi Lake, 3+ bedrooms, with a garage',
        expect: { district: 'Lisi Lake', minNumberOfFloors: 1, maxNumberOfFloors: 1, minBedrooms: 3 },
        wishes: ['garage'],
      },
    ],
  },
  {
    id: 'b16-en-28',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'Detached house in Okrokana under half a million, parking for 3 cars, fireplace pls',
        expect: { district: 'Okrokana', maxPrice: 500000, currency: 'USD', hasParking: true },
        wishes: ['fireplace'],
      },
    ],
  },
  {
    id: 'b16-en-29',
    language: 'en',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'house to rent in Bagebi, we have a golden retriever, 6 months minimum, 3000 GEL max',
        expect: {
          district: 'Bagebi',
          petsAllowed: true,
          minRentDuration: 180,
          maxPrice: 3000,
          currency: 'GEL',
        },
      },
    ],
  },
  {
    id: 'b16-en-30',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'house in Dighomi, 2 floors max, with a pool',
        expect: { district: 'Dighomi', maxNumberOfFloors: 2 },
        wishes: ['pool'],
      },
    ],
  },
  {
    id: 'b16-en-31',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      {
        say: '2 nights in Avlabari close to Sameba, balcony a must, city view a bonus, 150 lari/night max',
        expect: {
          district: 'Avlabari',
          maxRentDuration: 2,
          hasBalcony: true,
          maxPrice: 150,
          currency: 'GEL',
        },
        wishes: ['cityView'],
      },
    ],
  },
  {
    id: 'b16-en-32',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'daily flat in Vera for my parents, 10 nights, elevator essential (dad is 80)',
        expect: { district: 'Vera', maxRentDuration: 10, hasLift: true },
      },
    ],
  },
  {
    id: 'b16-en-33',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: '2br in Mtatsminda, quiet street, sunny, a view ideally, $900 max',
        expect: { district: 'Mtatsminda', minBedrooms: 2, maxBedrooms: 2, maxPrice: 900, currency: 'USD' },
        wishes: ['quiet', 'sunny', 'view'],
      },
    ],
  },
  {
    id: 'b16-en-34',
    language: 'en',
    turns: [
      {
        say: 'Saburtalo, 1-bedroom, central heating, buying direct from the owner only - no realtor fees',
        expect: {
          district: 'Saburtalo',
          minBedrooms: 1,
          maxBedrooms: 1,
          heating: 'Central',
          sellerType: 'Owner',
        },
      },
    ],
  },
  {
    id: 'b16-en-35',
    language: 'en',
    turns: [
      {
        say: '2-room in Vashlijvari, between 100k and 130k, electric heating',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Vashlijvari',
          minPrice: 100000,
          maxPrice: 130000,
          currency: 'USD',
          heating: 'Electric',
        },
      },
    ],
  },
  {
    id: 'b16-en-36',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: "Ortachala, monthly, we've got 2 cats and a parrot, 800 lari or less, close to a park would be lovely",
        expect: { district: 'Ortachala', petsAllowed: true, maxPrice: 800, currency: 'GEL' },
        wishes: ['park'],
      },
    ],
  },
  {
    id: 'b16-en-37',
    language: 'en',
    turns: [
      {
        say: 'Dighomi Massive, 3 rooms, needs AC and a parking spot, up to $100k',
        expect: {
          district: 'Dighomi Massive',
          minRooms: 3,
          maxRooms: 3,
          hasAirConditioning: true,
          hasParking: true,
          maxPrice: 100000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-en-38',
    language: 'en',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'house to rent in Krtsanisi, 4 bedrooms, at least two baths, $2,500/month max',
        expect: {
          district: 'Krtsanisi',
          minBedrooms: 4,
          maxBedrooms: 4,
          minBathrooms: 2,
          maxPrice: 2500,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-en-39',
    language: 'en',
    turns: [
      {
        say: 'Vake, 2 rooms, sun-drenched, a storage room and a new kitchen would be great',
        expect: { district: 'Vake', minRooms: 2, maxRooms: 2 },
        wishes: ['sunny', 'storage', 'newKitchen'],
      },
    ],
  },
  {
    id: 'b16-en-40',
    language: 'en',
    turns: [
      {
        say: 'Buying for my daughter who starts uni here - a small 1-bed within a 15 min walk of Medical University metro',
        expect: { district: 'Saburtalo', maxMetroWalkMinutes: 15, minBedrooms: 1, maxBedrooms: 1 },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b16-en-41',
    language: 'en',
    turns: [
      {
        say: 'My budget is 150k. A friend paid $1,100 per sqm last year and I want to be in Vake like her, 3 rooms',
        expect: { maxPrice: 150000, currency: 'USD', district: 'Vake', minRooms: 3, maxRooms: 3 },
      },
    ],
  },
  {
    id: 'b16-en-42',
    language: 'en',
    turns: [
      {
        say: 'Nutsubidze plateau, 9th floor max, lift obviously, 4 rooms',
        expect: { district: 'Nutsubidze Plateau', maxFloor: 9, hasLift: true, minRooms: 4, maxRooms: 4 },
      },
    ],
  },
  {
    id: 'b16-en-43',
    language: 'en',
    turns: [
      {
        say: 'Temka, 2 rooms, green frame, 45k is the most I can do',
        expect: {
          district: 'Temka',
          minRooms: 2,
          maxRooms: 2,
          renovationStatus: 'GreenFrame',
          maxPrice: 45000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-en-44',
    language: 'en',
    turns: [
      {
        say: '3 rooms, Mukhiani or Zahesi, nothing lower than floor 2, at most 65 thousand',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Mukhiani',
          alsoDistricts: ['Zahesi'],
          minFloor: 2,
          maxPrice: 65000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-en-45',
    language: 'en',
    turns: [
      {
        say: 'Actually I want to rent, not buy - and a house, not a flat',
        otherScope: { listingType: 'Rent', propertyType: 'House' },
      },
    ],
  },
  {
    id: 'b16-en-46',
    language: 'en',
    turns: [
      {
        say: 'Navtlughi 2-room, 55-60 m², not on the ground floor',
        expect: { district: 'Navtlughi', minRooms: 2, maxRooms: 2, minSize: 55, maxSize: 60, minFloor: 2 },
      },
    ],
  },
  // ── Russian (ru): 60 turns ──
  {
    id: 'b16-ru-01',
    language: 'ru',
    turns: [
      {
        say: 'Добрый день! Ищем трёшку на Сабуртало, бюджет до 170 тыс. долларов, только не первый этаж, желательно повыше. Муж работает в Ваке, дочке 9 лет. Тел. 555 48 12 90',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Saburtalo',
          maxPrice: 170000,
          currency: 'USD',
          minFloor: 2,
        },
        wishes: ['highFloor'],
      },
      { say: 'И балкон обязательно', change: { hasBalcony: true }, wishes: ['highFloor'] },
      {
        say: 'Ваке тоже можно рассмотреть, мужу ближе будет',
        change: { alsoDistricts: ['Vake'] },
        wishes: ['highFloor'],
      },
      { say: 'Можем добавить ещё тысяч двадцать', change: { maxPrice: 190000 }, wishes: ['highFloor'] },
    ],
  },
  {
    id: 'b16-ru-02',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Сниму двушку в Глдани или Мухиани, до 1000 лари, с мебелью, у нас морская свинка',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Gldani',
          alsoDistricts: ['Mukhiani'],
          maxPrice: 1000,
          currency: 'GEL',
          isFurnished: true,
          petsAllowed: true,
        },
      },
      { say: 'Мухиани не надо, далеко от работы', change: { alsoDistricts: null } },
      { say: 'Лифт обязателен, этаж пятый и выше', change: { hasLift: true, minFloor: 5 } },
    ],
  },
  {
    id: 'b16-ru-03',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'Дом в Цавкиси, двухэтажный, участок 8 соток, с камином, до 280 тысяч $',
        expect: {
          district: 'Tsavkisi',
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          maxPrice: 280000,
          currency: 'USD',
        },
        wishes: ['fireplace'],
      },
      { say: 'И гараж бы не помешал', wishes: ['fireplace', 'garage'] },
      {
        say: 'Одноэтажный тоже рассмотрим',
        change: { minNumberOfFloors: 1 },
        wishes: ['fireplace', 'garage'],
      },
    ],
  },
  {
    id: 'b16-ru-04',
    language: 'ru',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Батуми, посуточно, Старый Батуми, на 5 ночей, до 200 лари за сутки, обязательно с кондиционером, желательно с видом на море',
        expect: {
          district: 'Old Batumi',
          maxRentDuration: 5,
          maxPrice: 200,
          currency: 'GEL',
          hasAirConditioning: true,
        },
        wishes: ['seaView'],
      },
      { say: 'Лучше на 3 ночи, бюджет поджимает', change: { maxRentDuration: 3 }, wishes: ['seaView'] },
      {
        say: 'И на Новом бульваре тоже можно',
        change: { alsoDistricts: ['New Boulevard'] },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b16-ru-05',
    language: 'ru',
    turns: [
      {
        say: 'Ищу 2-к кв. в Vake, до 200k USD, с евроремонтом',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Vake',
          maxPrice: 200000,
          currency: 'USD',
          renovationStatus: 'NewRenovated',
        },
      },
      { say: 'Ремонт не принципиален, можно и белый каркас', change: { renovationStatus: null } },
    ],
  },
  {
    id: 'b16-ru-06',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Аренда, однушка, минут 8 пешком от метро Делиси, до 1200 лари',
        expect: {
          minRooms: 1,
          maxRooms: 1,
          district: 'Saburtalo',
          maxMetroWalkMinutes: 10,
          maxPrice: 1200,
          currency: 'GEL',
        },
        wishes: ['metro'],
      },
      { say: 'Ладно, четверть часа пешком тоже ок', change: { maxMetroWalkMinutes: 15 }, wishes: ['metro'] },
    ],
  },
  {
    id: 'b16-ru-07',
    language: 'ru',
    turns: [
      {
        say: 'Квартира от собственника, Исани, 3 комнаты, до восьмидесяти тысяч',
        expect: {
          sellerType: 'Owner',
          district: 'Isani',
          minRooms: 3,
          maxRooms: 3,
          maxPrice: 80000,
          currency: 'USD',
        },
      },
      {
        say: 'Забудьте всё, что я писал. Нужна однушка в Дидубе до 50 тысяч',
        expect: { minRooms: 1, maxRooms: 1, district: 'Didube', maxPrice: 50000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b16-ru-08',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Аренда в Ваке на длительный срок, от полугода, 3 спальни, до 3000$',
        expect: {
          district: 'Vake',
          minRentDuration: 180,
          minBedrooms: 3,
          maxBedrooms: 3,
          maxPrice: 3000,
          currency: 'USD',
        },
      },
      { say: 'Спален на одну меньше', change: { minBedrooms: 2, maxBedrooms: 2 } },
      { say: 'И с парковкой, у нас машина', change: { hasParking: true } },
      { say: 'Хотя нет, машину продаём, так что парковку можно не учитывать', change: { hasParking: null } },
    ],
  },
  {
    id: 'b16-ru-09',
    language: 'ru',
    turns: [
      {
        say: 'Квартира в Ваке до полутораста тысяч долларов, 2 спальни',
        expect: { district: 'Vake', maxPrice: 150000, currency: 'USD', minBedrooms: 2, maxBedrooms: 2 },
      },
    ],
  },
  {
    id: 'b16-ru-10',
    language: 'ru',
    turns: [
      {
        say: 'Однушка в Варкетили, бюджет 45 кусков',
        expect: { minRooms: 1, maxRooms: 1, district: 'Varketili', maxPrice: 45000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b16-ru-11',
    language: 'ru',
    turns: [
      {
        say: 'Трёшка на Сабуралто выше седьмого этажа, желательно с видом на горы',
        expect: { district: 'Saburtalo', minRooms: 3, maxRooms: 3, minFloor: 8 },
        wishes: ['mountainView'],
      },
    ],
  },
  {
    id: 'b16-ru-12',
    language: 'ru',
    turns: [
      {
        say: 'Квартира в сданной новостройке в Дигоми, 2 комнаты, белый каркас',
        expect: {
          buildingStatus: 'New',
          district: 'Dighomi',
          minRooms: 2,
          maxRooms: 2,
          renovationStatus: 'WhiteFrame',
        },
      },
    ],
  },
  {
    id: 'b16-ru-13',
    language: 'ru',
    turns: [
      {
        say: 'Сололаки, старый тбилисский дом с итальянским двориком, 2 комнаты, до 130 тыс.',
        expect: {
          district: 'Sololaki',
          buildingStatus: 'Old',
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 130000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-ru-14',
    language: 'ru',
    turns: [
      {
        say: 'Только не Надзаладеви и не Темка, остальное обсуждаемо. Двушка до 70к',
        expect: { minRooms: 2, maxRooms: 2, maxPrice: 70000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b16-ru-15',
    language: 'ru',
    turns: [
      {
        say: 'трехкомнатую кв-ру в Вазисубани, свежий ремонт, бюжет 90 тыс',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Vazisubani',
          renovationStatus: 'NewRenovated',
          maxPrice: 90000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-ru-16',
    language: 'ru',
    turns: [
      {
        say: 'Двушка, до метро не больше семи минут пешком',
        expect: { minRooms: 2, maxRooms: 2, maxMetroWalkMinutes: 10 },
      },
    ],
  },
  {
    id: 'b16-ru-17',
    language: 'ru',
    turns: [
      {
        say: 'Однокомнатную от строительной компании, в доме, который ещё достраивают, Дигомский массив',
        expect: {
          minRooms: 1,
          maxRooms: 1,
          sellerType: 'Developer',
          buildingStatus: 'Ongoing',
          district: 'Dighomi Massive',
        },
      },
    ],
  },
  {
    id: 'b16-ru-18',
    language: 'ru',
    turns: [
      {
        say: 'Двушка в Авлабари, только частники, агентства мимо',
        expect: { minRooms: 2, maxRooms: 2, district: 'Avlabari', sellerType: 'Owner' },
      },
    ],
  },
  {
    id: 'b16-ru-19',
    language: 'ru',
    turns: [
      {
        say: 'Квартира с автономным отоплением в Исани, 2 комнаты, до 75 тысяч долларов',
        expect: {
          heating: 'IndividualGasBoiler',
          district: 'Isani',
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 75000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-ru-20',
    language: 'ru',
    turns: [
      {
        say: 'Минуты три пешком от станции Гоциридзе, 1-комн.',
        expect: { district: 'Didube', maxMetroWalkMinutes: 5, minRooms: 1, maxRooms: 1 },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b16-ru-21',
    language: 'ru',
    city: 'Batumi',
    turns: [
      {
        say: 'Батуми, Химшиашвили, однушка с видом на море, до 60 тыс.',
        expect: { district: 'Khimshiashvili', minRooms: 1, maxRooms: 1, maxPrice: 60000, currency: 'USD' },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b16-ru-22',
    language: 'ru',
    city: 'Batumi',
    turns: [
      {
        say: 'Джавахишвили или Агмашенебели, 2 спальни, квартира от компании-застройщика, дом ещё строится',
        expect: {
          district: 'Javakhishvili',
          alsoDistricts: ['Aghmashenebeli'],
          minBedrooms: 2,
          maxBedrooms: 2,
          sellerType: 'Developer',
          buildingStatus: 'Ongoing',
        },
      },
    ],
  },
  {
    id: 'b16-ru-23',
    language: 'ru',
    city: 'Batumi',
    turns: [
      {
        say: 'Район Кахабери, 3 комнаты, этаж не выше 10-го, до 95 тысяч',
        expect: {
          district: 'Kakhaberi',
          minRooms: 3,
          maxRooms: 3,
          maxFloor: 10,
          maxPrice: 95000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-ru-24',
    language: 'ru',
    city: 'Batumi',
    listingType: 'Rent',
    turns: [
      {
        say: 'Аренда на зиму, Бони-Городок, 1 спальня, до 700 лари, мы с корги',
        expect: {
          district: 'Boni-Gorodoki',
          minBedrooms: 1,
          maxBedrooms: 1,
          maxPrice: 700,
          currency: 'GEL',
          petsAllowed: true,
        },
      },
    ],
  },
  {
    id: 'b16-ru-25',
    language: 'ru',
    city: 'Batumi',
    listingType: 'Rent',
    turns: [
      {
        say: 'Аренда, Тамари, от 3 месяцев, 2-к, без мебели',
        expect: { district: 'Tamari', minRentDuration: 90, minRooms: 2, maxRooms: 2, isFurnished: false },
      },
    ],
  },
  {
    id: 'b16-ru-26',
    language: 'ru',
    city: 'Batumi',
    propertyType: 'House',
    turns: [
      {
        say: 'Дом в Махинджаури с видом на море и бассейном, 3 уровня',
        expect: { district: 'Makhinjauri', minNumberOfFloors: 3, maxNumberOfFloors: 3 },
        wishes: ['seaView', 'pool'],
      },
    ],
  },
  {
    id: 'b16-ru-27',
    language: 'ru',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Посуточно в Гонио на 2 недели, до 120 лари в сутки, с парковкой',
        expect: { district: 'Gonio', maxRentDuration: 14, maxPrice: 120, currency: 'GEL', hasParking: true },
      },
    ],
  },
  {
    id: 'b16-ru-28',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'Частный дом в Коджори, 4 спальни, с газовым котлом, до 350 тысяч',
        expect: {
          district: 'Kojori',
          minBedrooms: 4,
          maxBedrooms: 4,
          heating: 'IndividualGasBoiler',
          maxPrice: 350000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-ru-29',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'Коттедж в Окрокане, максимум двухэтажный, с садом и гаражом',
        expect: { district: 'Okrokana', maxNumberOfFloors: 2 },
        wishes: ['garden', 'garage'],
      },
    ],
  },
  {
    id: 'b16-ru-30',
    language: 'ru',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'Снять дом в Дигоми от года, 3 спальни, у нас две собаки',
        expect: {
          district: 'Dighomi',
          minRentDuration: 365,
          minBedrooms: 3,
          maxBedrooms: 3,
          petsAllowed: true,
        },
      },
    ],
  },
  {
    id: 'b16-ru-31',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'Дом в Багеби, от 5 комнат, центральное отопление не надо, только котёл',
        expect: { district: 'Bagebi', minRooms: 5, heating: 'IndividualGasBoiler' },
      },
    ],
  },
  {
    id: 'b16-ru-32',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'Двухэтажный дом в Лило, до 200 тыс, участок 10 соток',
        expect: {
          district: 'Lilo',
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          maxPrice: 200000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-ru-33',
    language: 'ru',
    turns: [
      {
        say: 'Купим двушку на Вере, до 180 тысяч, с балкончиком и чтоб кондиционер был',
        expect: {
          district: 'Vera',
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 180000,
          currency: 'USD',
          hasBalcony: true,
          hasAirConditioning: true,
        },
      },
    ],
  },
  {
    id: 'b16-ru-34',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Аренда в Крцаниси, 2 спальни, до 1500$, хочется, чтобы было тихо и солнечно',
        expect: { district: 'Krtsanisi', minBedrooms: 2, maxBedrooms: 2, maxPrice: 1500, currency: 'USD' },
        wishes: ['quiet', 'sunny'],
      },
    ],
  },
  {
    id: 'b16-ru-35',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Навтлуги, однушка, до 600 лари, только собственник — комиссию платить не буду',
        expect: {
          district: 'Navtlughi',
          minRooms: 1,
          maxRooms: 1,
          maxPrice: 600,
          currency: 'GEL',
          sellerType: 'Owner',
        },
      },
    ],
  },
  {
    id: 'b16-ru-36',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Сниму однушку в 5 минутах от метро Марджанишвили, до 1100 лари',
        expect: {
          district: 'Chughureti',
          maxMetroWalkMinutes: 5,
          minRooms: 1,
          maxRooms: 1,
          maxPrice: 1100,
          currency: 'GEL',
        },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b16-ru-37',
    language: 'ru',
    turns: [
      {
        say: 'Вашлиджвари, 3 комнаты, центральное отопление обязательно, 2 санузла',
        expect: {
          district: 'Vashlijvari',
          minRooms: 3,
          maxRooms: 3,
          heating: 'Central',
          minBathrooms: 2,
          maxBathrooms: 2,
        },
      },
    ],
  },
  {
    id: 'b16-ru-38',
    language: 'ru',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Посуточно в Старом Тбилиси на 3 ночи, до 150 лари, нас 4 человека',
        expect: { district: 'Old Tbilisi', maxRentDuration: 3, maxPrice: 150, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b16-ru-39',
    language: 'ru',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Нужна квартира посуточно на Сабуртало на 9 дней, у нас кролик — пустите?',
        expect: { district: 'Saburtalo', maxRentDuration: 9, petsAllowed: true },
      },
    ],
  },
  {
    id: 'b16-ru-40',
    language: 'ru',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Посуточно Мтацминда, вид на город, от 2 ночей',
        expect: { district: 'Mtatsminda', minRentDuration: 2 },
        wishes: ['cityView'],
      },
    ],
  },
  {
    id: 'b16-ru-41',
    language: 'ru',
    turns: [
      {
        say: 'Ваке, 3 комнаты, рядом с хорошей школой и парком, кладовка желательно',
        expect: { district: 'Vake', minRooms: 3, maxRooms: 3 },
        wishes: ['school', 'park', 'storage'],
      },
    ],
  },
  {
    id: 'b16-ru-42',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Вообще-то мы хотим купить дом, а не снимать квартиру',
        otherScope: { listingType: 'Sale', propertyType: 'House' },
      },
    ],
  },
  {
    id: 'b16-ru-43',
    language: 'ru',
    turns: [
      {
        say: 'Трёшку на Ваке за двести-двести пятьдесят тысяч долларов',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Vake',
          minPrice: 200000,
          maxPrice: 250000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-ru-44',
    language: 'ru',
    turns: [
      {
        say: 'Метраж от 120 до 150 квадратов, Вера или Мтацминда, до 0,6 млн',
        expect: {
          minSize: 120,
          maxSize: 150,
          district: 'Vera',
          alsoDistricts: ['Mtatsminda'],
          maxPrice: 600000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b16-ru-45',
    language: 'ru',
    turns: [
      {
        say: 'Глдани, 8-й микрорайон, 2-к, до 55к',
        expect: { district: 'Gldani', minRooms: 2, maxRooms: 2, maxPrice: 55000, currency: 'USD' },
      },
    ],
  },
];
