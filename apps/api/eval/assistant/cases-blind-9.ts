import type { EvalConversation } from './case-types';

/*
 * Blind evaluation set 9 for the Sakhli chat assistant: 180 turns (60 ka, 60 en, 60 ru), 135 conversations,
 * 66 of the turns (22 ka, 22 en, 22 ru) in 21 multi-turn conversations (2-4 turns each); 69 turns (38 %) Rent or
 * DailyRent, 30 turns (17 %) on the house page, 32 turns (18 %) in Batumi, 67 turns (37 %) setting, changing or
 * clearing the filters of issue 16 (several districts included), 63 turns (35 %) expecting soft wishes (4 follow-ups
 * change only the wishes and a fifth empties them; every other wish turn has filters beside it), and 4 turns asking
 * for another page (otherScope).
 * Written by a helper session (a computational linguist fluent in Georgian, Russian and English) from SPEC.md,
 * CONTRACT.md, issues 14 and 16, the filter/enum/assistant/common/district/constants schemas, the metro station
 * names, the district seed, case-types.ts and the conventions blocks of sets 1 to 8 only, without reading the
 * assistant's code, its labelled cases or the cases of sets 1 to 8. This round favours phrasings no earlier header
 * shows: other word orders, slang, number words, floor and seller wordings, chatty messages with irrelevant numbers,
 * and follow-ups that refer back indirectly.
 *
 * Conventions applied throughout (sets 1 to 8's, copied verbatim from set 8's header; then this set's):
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
 */

export const BLIND_CASES_9: EvalConversation[] = [
  // Georgian (ka): 60 turns
  {
    id: 'b9-ka-01',
    language: 'ka',
    turns: [
      {
        say: 'ორსაძინებლიანი მაინტერესებს ვაკეში ან ვერაზე, ახალ კორპუსში, ფასი 150 ათასამდე',
        expect: {
          district: 'Vake',
          alsoDistricts: ['Vera'],
          minBedrooms: 2,
          maxBedrooms: 2,
          buildingStatus: 'New',
          maxPrice: 150000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-ka-02',
    language: 'ka',
    turns: [
      {
        say: 'oroTaxiani bina gldanSi 45 aTasamde, pirvel sarTulze ara',
        expect: {
          district: 'Gldani',
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 45000,
          currency: 'USD',
          minFloor: 2,
        },
      },
    ],
  },
  {
    id: 'b9-ka-03',
    language: 'ka',
    turns: [
      {
        say: 'საბურთალოზე ვეძებ 2 ოთახიანს, 90 ათასამდე',
        expect: { district: 'Saburtalo', minRooms: 2, maxRooms: 2, maxPrice: 90000, currency: 'USD' },
      },
      { say: 'ერთი ოთახით მეტი იყოს', change: { minRooms: 3, maxRooms: 3 } },
      { say: 'ფასი 15 ათასით ავწიოთ', change: { maxPrice: 105000 } },
      { say: 'ოთახების რაოდენობას მნიშვნელობა არ აქვს', change: { minRooms: null, maxRooms: null } },
    ],
  },
  {
    id: 'b9-ka-04',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ქირით ვეძებ 1 ოთახიანს დიდუბის მეტროს მახლობლად, 800 ლარამდე. ძაღლი მყავს, ბობი ჰქვია 🐶',
        expect: {
          district: 'Didube',
          minRooms: 1,
          maxRooms: 1,
          maxPrice: 800,
          currency: 'GEL',
          petsAllowed: true,
        },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b9-ka-05',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'სახლს ვეძებ წყნეთში, ორსართულიანს, ეზოთი და ბუხრით, 250 000$-მდე',
        expect: {
          district: 'Tskneti',
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          maxPrice: 250000,
          currency: 'USD',
        },
        wishes: ['garden', 'fireplace'],
      },
    ],
  },
  {
    id: 'b9-ka-06',
    language: 'ka',
    city: 'Batumi',
    turns: [
      {
        say: 'ბათუმში, ახალ ბულვარზე, ზღვის ხედით, 70 კვ.მ-დან, 90 ათასამდე $',
        expect: { district: 'New Boulevard', minSize: 70, maxPrice: 90000, currency: 'USD' },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b9-ka-07',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ქირით 2 საძინებლიანი ვაკეში, 1200$-მდე, აუცილებლად აივნით',
        expect: {
          district: 'Vake',
          minBedrooms: 2,
          maxBedrooms: 2,
          maxPrice: 1200,
          currency: 'USD',
          hasBalcony: true,
        },
      },
      { say: 'აივანზე რაც ვთქვი, დაივიწყე', change: { hasBalcony: null } },
      { say: 'ვერაც მომწონს', change: { alsoDistricts: ['Vera'] } },
    ],
  },
  {
    id: 'b9-ka-08',
    language: 'ka',
    turns: [
      {
        say: 'ვეძებ 3 ოთახიანს ნაძალადევში, 85 ათასამდე. ჭერი მაღალი მინდა, 3 მეტრი მაინც. ნომერი: 599 12 34 56',
        expect: { district: 'Nadzaladevi', minRooms: 3, maxRooms: 3, maxPrice: 85000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b9-ka-09',
    language: 'ka',
    turns: [
      {
        say: 'ყიდვა გადავიფიქრე, ქირით მინდა ავიღო ბინა',
        otherScope: { listingType: 'Rent', propertyType: 'Apartment' },
      },
    ],
  },
  {
    id: 'b9-ka-10',
    language: 'ka',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'გონიოში დღიურად, 3 ღამით, ღამეში 200 ლარამდე, აუზით თუ იქნება კარგი იქნება 🏊',
        expect: { district: 'Gonio', maxRentDuration: 3, maxPrice: 200, currency: 'GEL' },
        wishes: ['pool'],
      },
    ],
  },
  {
    id: 'b9-ka-11',
    language: 'ka',
    turns: [
      {
        say: 'სოლოლაკში ან მთაწმინდაზე 2-3 ოთახიანი, 180 000 დოლარამდე, ძველი რემონტით',
        expect: {
          district: 'Sololaki',
          alsoDistricts: ['Mtatsminda'],
          minRooms: 2,
          maxRooms: 3,
          maxPrice: 180000,
          currency: 'USD',
          renovationStatus: 'OldRenovated',
        },
      },
    ],
  },
  {
    id: 'b9-ka-12',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ქირით საბურთალოზე 3 ოთახიანი გვინდა, ოჯახი ვართ, 2 ბავშვი გვყავს, სკოლასთან ახლოს იყოს სასურველია. 1500 ლარამდე',
        expect: { district: 'Saburtalo', minRooms: 3, maxRooms: 3, maxPrice: 1500, currency: 'GEL' },
        wishes: ['school'],
      },
    ],
  },
  {
    id: 'b9-ka-13',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'კოჯორში ან წავკისში სახლი, ერთსართულიანი. ბუხარი თუ ექნება, კარგი იქნება',
        expect: {
          district: 'Kojori',
          alsoDistricts: ['Tsavkisi'],
          minNumberOfFloors: 1,
          maxNumberOfFloors: 1,
        },
        wishes: ['fireplace'],
      },
      {
        say: 'ფასი 300 ათასს არ უნდა აღემატებოდეს',
        change: { maxPrice: 300000, currency: 'USD' },
        wishes: ['fireplace'],
      },
      {
        say: 'თავიდან დავიწყოთ: წყნეთში ორსართულიანი, აუზით',
        expect: { district: 'Tskneti', minNumberOfFloors: 2, maxNumberOfFloors: 2 },
        wishes: ['pool'],
      },
    ],
  },
  {
    id: 'b9-ka-14',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'სახლი ოქროყანაში, 3 საძინებლით და 2 სააბაზანოთი, 400 ათასამდე, გარაჟით',
        expect: {
          district: 'Okrokana',
          minBedrooms: 3,
          maxBedrooms: 3,
          minBathrooms: 2,
          maxBathrooms: 2,
          maxPrice: 400000,
          currency: 'USD',
        },
        wishes: ['garage'],
      },
    ],
  },
  {
    id: 'b9-ka-15',
    language: 'ka',
    city: 'Batumi',
    turns: [
      {
        say: 'ბათუმი, ხიმშიაშვილის უბანში 1 საძინებლიანი, შავი კარკასი, 40-55 ათ.$',
        expect: {
          district: 'Khimshiashvili',
          minBedrooms: 1,
          maxBedrooms: 1,
          renovationStatus: 'BlackFrame',
          minPrice: 40000,
          maxPrice: 55000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-ka-16',
    language: 'ka',
    turns: [
      {
        say: 'დიღომში მინდა ბინა, ოღონდ პირველ ორ სართულზე არა, 65 ათასამდე',
        expect: { district: 'Dighomi', minFloor: 3, maxPrice: 65000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b9-ka-17',
    language: 'ka',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად ვეძებ ბინას ძველ ბათუმში, ღამეში 150 ლარამდე',
        expect: { district: 'Old Batumi', maxPrice: 150, currency: 'GEL' },
      },
      { say: '5 ღამით გვინდა, 4 ადამიანი ვართ', change: { maxRentDuration: 5 } },
      { say: 'კონდიციონერი აუცილებელია, სიცხეა 🥵', change: { hasAirConditioning: true } },
    ],
  },
  {
    id: 'b9-ka-18',
    language: 'ka',
    turns: [
      {
        say: 'ვარკეთილში 2 ოთახიანი, მეტრომდე ფეხით 5 წუთი მაქსიმუმ, 55 ათასამდე',
        expect: {
          district: 'Varketili',
          minRooms: 2,
          maxRooms: 2,
          maxMetroWalkMinutes: 5,
          maxPrice: 55000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-ka-19',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ქირით ვაკეში 2 ოთახიანი, გათბობა ცენტრალური უნდა იყოს და ლიფტიც, 1000 დოლარამდე',
        expect: {
          district: 'Vake',
          minRooms: 2,
          maxRooms: 2,
          heating: 'Central',
          hasLift: true,
          maxPrice: 1000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-ka-20',
    language: 'ka',
    city: 'Batumi',
    propertyType: 'House',
    turns: [
      {
        say: 'მწვანე კონცხზე სახლი მთის და ზღვის ხედით, 500 ათასამდე',
        expect: { district: 'Green Cape', maxPrice: 500000, currency: 'USD' },
        wishes: ['mountainView', 'seaView'],
      },
    ],
  },
  {
    id: 'b9-ka-21',
    language: 'ka',
    turns: [
      {
        say: 'ნუცუბიძის პლატოზე 3 ოთახიანი, პარკინგი აუცილებელია, აივანი სასურველია',
        expect: { district: 'Nutsubidze Plateau', minRooms: 3, maxRooms: 3, hasParking: true },
        wishes: ['balcony'],
      },
    ],
  },
  {
    id: 'b9-ka-22',
    language: 'ka',
    turns: [
      {
        say: 'ისანში 3 ოთახიანი, მეოთხე სართულის ზემოთ, ლიფტით',
        expect: { district: 'Isani', minRooms: 3, maxRooms: 3, minFloor: 5, hasLift: true },
      },
      { say: 'კარგი, მესამე სართულიც წავა', change: { minFloor: 3 } },
      { say: 'და მეტრომდე მაქსიმუმ ათი წუთის სავალი', change: { maxMetroWalkMinutes: 10 } },
    ],
  },
  {
    id: 'b9-ka-23',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ვეძებ ბინას ქირით ნავთლუღში, მინიმუმ 1 წლით, 600 ლარამდე, ავეჯით',
        expect: {
          district: 'Navtlughi',
          minRentDuration: 365,
          maxPrice: 600,
          currency: 'GEL',
          isFurnished: true,
        },
      },
    ],
  },
  {
    id: 'b9-ka-24',
    language: 'ka',
    turns: [
      {
        say: 'ასოცდაათი ათასი დოლარი მაქვს და მეტი არა. ვაკე, 100 კვ.მ-ზე მეტი',
        expect: { district: 'Vake', minSize: 100, maxPrice: 130000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b9-ka-25',
    language: 'ka',
    turns: [
      {
        say: 'ვყიდულობ მხოლოდ დეველოპერისგან, მშენებარე პროექტში, დიდ დიღომში, 1 საძინებლიანს',
        expect: {
          sellerType: 'Developer',
          buildingStatus: 'Ongoing',
          district: 'Didi Dighomi',
          minBedrooms: 1,
          maxBedrooms: 1,
        },
      },
    ],
  },
  {
    id: 'b9-ka-26',
    language: 'ka',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად ავლაბარში, მინიმუმ 2 ღამე, ღამეში 100-150 ლარი',
        expect: { district: 'Avlabari', minRentDuration: 2, minPrice: 100, maxPrice: 150, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b9-ka-27',
    language: 'ka',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'ივნისიდან გადმოვდივართ თბილისში. სახლი გვინდა ქირით დიღმის მასივში, ეზოთი, 2000 ლარამდე, ორი ძაღლი გვყავს',
        expect: { district: 'Dighomi Massive', maxPrice: 2000, currency: 'GEL', petsAllowed: true },
        wishes: ['garden'],
      },
    ],
  },
  {
    id: 'b9-ka-28',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'გლდანში 2 ოთახიანი, 700 ლარამდე, მხოლოდ მეპატრონისგან',
        expect: {
          district: 'Gldani',
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 700,
          currency: 'GEL',
          sellerType: 'Owner',
        },
      },
      { say: 'მუხიანიც ვარიანტია', change: { alsoDistricts: ['Mukhiani'] } },
      { say: 'ბიუჯეტი 100 ლარით დავწიოთ', change: { maxPrice: 600 } },
    ],
  },
  {
    id: 'b9-ka-29',
    language: 'ka',
    city: 'Batumi',
    listingType: 'Rent',
    turns: [
      {
        say: 'გრძელვადიანად, აეროპორტის უბანში ან კახაბერში, 1 ოთახიანი, 400$-მდე',
        expect: {
          district: 'Airport',
          alsoDistricts: ['Kakhaberi'],
          minRooms: 1,
          maxRooms: 1,
          maxPrice: 400,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-ka-30',
    language: 'ka',
    turns: [
      {
        say: 'ჩეხურ კორპუსში ვეძებ, სამგორში, მე-9 სართულზე მაღლა არა',
        expect: { buildingStatus: 'Old', district: 'Samgori', maxFloor: 9 },
      },
    ],
  },
  {
    id: 'b9-ka-31',
    language: 'ka',
    turns: [
      {
        say: 'ვეძებ მზიან ბინას ვერაზე, მაღალი ჭერით, ხედით, 160 ათასამდე',
        expect: { district: 'Vera', maxPrice: 160000, currency: 'USD' },
        wishes: ['sunny', 'view'],
      },
    ],
  },
  {
    id: 'b9-ka-32',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ქირით, ბაგებში, კონდიციონერით და ინდ. გათბობით, 2 საძ, 1300$-მდე',
        expect: {
          district: 'Bagebi',
          hasAirConditioning: true,
          heating: 'IndividualGasBoiler',
          minBedrooms: 2,
          maxBedrooms: 2,
          maxPrice: 1300,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-ka-33',
    language: 'ka',
    turns: [
      {
        say: 'bina vakeshi 3 otaxiani, 200 atasamde',
        expect: { district: 'Vake', minRooms: 3, maxRooms: 3, maxPrice: 200000, currency: 'USD' },
      },
      { say: 'remonti axali unda iyos', change: { renovationStatus: 'NewRenovated' } },
      { say: 'mziuris parktan axlos tu iqneba kargi iqneba', wishes: ['park'] },
    ],
  },
  {
    id: 'b9-ka-34',
    language: 'ka',
    turns: [
      {
        say: 'საბურტალოზე 4 ოთახიანი მჭირდება სასწრაფოდ 250 ათასამდე',
        expect: { district: 'Saburtalo', minRooms: 4, maxRooms: 4, maxPrice: 250000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b9-ka-35',
    language: 'ka',
    city: 'Batumi',
    turns: [
      {
        say: 'ბონი-გოროდოკში ან თამარის დასახლებაში 2 ოთახიანი, ახალი რემონტით, 60 ათ. დოლარამდე',
        expect: {
          district: 'Boni-Gorodoki',
          alsoDistricts: ['Tamari'],
          minRooms: 2,
          maxRooms: 2,
          renovationStatus: 'NewRenovated',
          maxPrice: 60000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-ka-36',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'სახლი ვაშლიჯვარში, 200 კვადრატიდან, ნაკვეთი 5 სოტკა, მაქსიმუმ 2 სართულიანი',
        expect: { district: 'Vashlijvari', minSize: 200, maxNumberOfFloors: 2 },
      },
    ],
  },
  {
    id: 'b9-ka-37',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ოთახი კი არა, მთლიანი ბინა მინდა ქირით ჩუღურეთში, 2 ოთახიანი, 900 ლარამდე, ავეჯი ჩემი მაქვს',
        expect: {
          district: 'Chughureti',
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 900,
          currency: 'GEL',
          isFurnished: false,
        },
      },
    ],
  },
  {
    id: 'b9-ka-38',
    language: 'ka',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად ვაკეში, 2 ღამით, ღამე 80$-მდე, ვაკის პარკთან ახლოს',
        expect: { district: 'Vake', maxRentDuration: 2, maxPrice: 80, currency: 'USD' },
        wishes: ['park'],
      },
    ],
  },
  {
    id: 'b9-ka-39',
    language: 'ka',
    turns: [
      {
        say: 'ლისის ტბაზე 3 ოთახიანი, წყნარ ადგილას, 220 ათასამდე',
        expect: { district: 'Lisi Lake', minRooms: 3, maxRooms: 3, maxPrice: 220000, currency: 'USD' },
        wishes: ['quiet'],
      },
    ],
  },
  {
    id: 'b9-ka-40',
    language: 'ka',
    city: 'Batumi',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'მახინჯაურში სახლი ქირით, 3 საძინებლიანი, თვეში 2500 ლარამდე',
        expect: { district: 'Makhinjauri', minBedrooms: 3, maxBedrooms: 3, maxPrice: 2500, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b9-ka-41',
    language: 'ka',
    turns: [
      {
        say: 'მაკლერები არ მაინტერესებს, მხოლოდ პატრონი. თემქაზე 2 ოთახიანი 50 ათასამდე',
        expect: {
          sellerType: 'Owner',
          district: 'Temka',
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 50000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-ka-42',
    language: 'ka',
    turns: [
      {
        say: 'საბურთალოზე, მეტრომდე 7-8 წუთი ფეხით, 1 საძ., 75 ათასამდე',
        expect: {
          district: 'Saburtalo',
          maxMetroWalkMinutes: 10,
          minBedrooms: 1,
          maxBedrooms: 1,
          maxPrice: 75000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-ka-43',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'ერთსართულიანი სახლი ავჭალაში, 100 ათასამდე, მწვანე კარკასი',
        expect: {
          district: 'Avchala',
          minNumberOfFloors: 1,
          maxNumberOfFloors: 1,
          maxPrice: 100000,
          currency: 'USD',
          renovationStatus: 'GreenFrame',
        },
      },
    ],
  },
  {
    id: 'b9-ka-44',
    language: 'ka',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად, რუსთაველის უბანში, 2 ოთახიანი ზღვის ხედით, მინიმუმ ერთი კვირით',
        expect: { district: 'Rustaveli', minRooms: 2, maxRooms: 2, minRentDuration: 7 },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b9-ka-45',
    language: 'ka',
    turns: [
      {
        say: 'კრწანისში 2 ოთახიანი, არც პირველ სართულზე და არც ბოლოზე, 110 ათასამდე',
        expect: {
          district: 'Krtsanisi',
          minRooms: 2,
          maxRooms: 2,
          minFloor: 2,
          maxPrice: 110000,
          currency: 'USD',
        },
        wishes: ['notLastFloor'],
      },
    ],
  },

  // English (en): 60 turns
  {
    id: 'b9-en-01',
    language: 'en',
    turns: [
      {
        say: 'Looking for a flat in Vake, anything above the 3rd floor, 2-3 bedrooms, $240k max',
        expect: {
          district: 'Vake',
          minFloor: 4,
          minBedrooms: 2,
          maxBedrooms: 3,
          maxPrice: 240000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-en-02',
    language: 'en',
    turns: [
      {
        say: "Any 1-bed in the Abanotubani area under 95k? Has to be freshly renovated, I don't want to do any work",
        expect: {
          district: 'Old Tbilisi',
          minBedrooms: 1,
          maxBedrooms: 1,
          maxPrice: 95000,
          currency: 'USD',
          renovationStatus: 'NewRenovated',
        },
      },
    ],
  },
  {
    id: 'b9-en-03',
    language: 'en',
    turns: [
      {
        say: "hi! looking for a 2br in saburtalo, ideally close to Medical Uni metro. budget's 140k tops",
        expect: { district: 'Saburtalo', minBedrooms: 2, maxBedrooms: 2, maxPrice: 140000, currency: 'USD' },
        wishes: ['metro'],
      },
      {
        say: 'actually make that three bedrooms',
        change: { minBedrooms: 3, maxBedrooms: 3 },
        wishes: ['metro'],
      },
      { say: 'and trim the budget by 10%', change: { maxPrice: 126000 }, wishes: ['metro'] },
      { say: "ok scrap the metro thing, doesn't matter", wishes: [] },
    ],
  },
  {
    id: 'b9-en-04',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'hey! my wife and I (+ our beagle Rex) move to Tbilisi on March 1st. Need a 2-room rental in Saburtalo or Vake, max 1100 USD. Dog-friendly obviously. We pay 850 dollars for our place in Kyiv right now. My number is +995 555 123 456',
        expect: {
          district: 'Saburtalo',
          alsoDistricts: ['Vake'],
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 1100,
          currency: 'USD',
          petsAllowed: true,
        },
      },
    ],
  },
  {
    id: 'b9-en-05',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'Looking for a single-storey house in Okrokana with a fireplace, up to 300,000$',
        expect: {
          district: 'Okrokana',
          minNumberOfFloors: 1,
          maxNumberOfFloors: 1,
          maxPrice: 300000,
          currency: 'USD',
        },
        wishes: ['fireplace'],
      },
    ],
  },
  {
    id: 'b9-en-06',
    language: 'en',
    city: 'Batumi',
    turns: [
      {
        say: 'batumi - 2 bedroom apt in Old Batumi or Bagrationi, 100-130k, sea view if possible',
        expect: {
          district: 'Old Batumi',
          alsoDistricts: ['Bagrationi'],
          minBedrooms: 2,
          maxBedrooms: 2,
          minPrice: 100000,
          maxPrice: 130000,
          currency: 'USD',
        },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b9-en-07',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'Need a long-term rental in Vake, 1 bedroom, furnished, up to $900/month. We have a small cat (Mochi)',
        expect: {
          district: 'Vake',
          minBedrooms: 1,
          maxBedrooms: 1,
          isFurnished: true,
          maxPrice: 900,
          currency: 'USD',
          petsAllowed: true,
        },
      },
      {
        say: 'same thing but Vera or Sololaki instead of Vake',
        change: { district: 'Vera', alsoDistricts: ['Sololaki'] },
      },
      { say: "Mochi is staying with my sister, so pets don't matter anymore", change: { petsAllowed: null } },
    ],
  },
  {
    id: 'b9-en-08',
    language: 'en',
    turns: [
      {
        say: "Please find me a place in Gldani: 3 rooms, 60 to 75 sq.m., no more than 50 thousand dollars. Don't show me ground floor flats.",
        expect: {
          district: 'Gldani',
          minRooms: 3,
          maxRooms: 3,
          minSize: 60,
          maxSize: 75,
          maxPrice: 50000,
          currency: 'USD',
          minFloor: 2,
        },
      },
    ],
  },
  {
    id: 'b9-en-09',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'rent, Didi Dighomi, 3 bed 2 bath, from 1500 to 2000 lari, min 6 months',
        expect: {
          district: 'Didi Dighomi',
          minBedrooms: 3,
          maxBedrooms: 3,
          minBathrooms: 2,
          maxBathrooms: 2,
          minPrice: 1500,
          maxPrice: 2000,
          currency: 'GEL',
          minRentDuration: 180,
        },
      },
    ],
  },
  {
    id: 'b9-en-10',
    language: 'en',
    turns: [
      {
        say: 'private sellers only pls, realtors keep spamming me. 2 rooms, Nadzaladevi, max 65k',
        expect: {
          sellerType: 'Owner',
          minRooms: 2,
          maxRooms: 2,
          district: 'Nadzaladevi',
          maxPrice: 65000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-en-11',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'House in Tskneti or Kojori, 2 floors, 180 to 220 sqm',
        expect: {
          district: 'Tskneti',
          alsoDistricts: ['Kojori'],
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          minSize: 180,
          maxSize: 220,
        },
      },
      { say: 'a garden and a garage would be great', wishes: ['garden', 'garage'] },
      {
        say: 'max 350k, and it needs an individual boiler',
        change: { maxPrice: 350000, currency: 'USD', heating: 'IndividualGasBoiler' },
        wishes: ['garden', 'garage'],
      },
    ],
  },
  {
    id: 'b9-en-12',
    language: 'en',
    city: 'Batumi',
    propertyType: 'House',
    turns: [
      {
        say: "we're relocating from Warsaw with 3 kids, so: house in Makhinjauri with a pool, 3 bedrooms, budget 400k",
        expect: {
          district: 'Makhinjauri',
          minBedrooms: 3,
          maxBedrooms: 3,
          maxPrice: 400000,
          currency: 'USD',
        },
        wishes: ['pool'],
      },
    ],
  },
  {
    id: 'b9-en-13',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'need a place in Sololaki this weekend, 2 nights, under 120 gel/night',
        expect: { district: 'Sololaki', maxRentDuration: 2, maxPrice: 120, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b9-en-14',
    language: 'en',
    turns: [
      {
        say: 'Is there anything in Vake within a 10-min walk of a metro station? 2 bedrooms, with parking, up to 210k',
        expect: {
          district: 'Vake',
          maxMetroWalkMinutes: 10,
          minBedrooms: 2,
          maxBedrooms: 2,
          hasParking: true,
          maxPrice: 210000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-en-15',
    language: 'en',
    city: 'Batumi',
    turns: [
      {
        say: 'Batumi: something on the New Boulevard with a sea view, under 80 grand',
        expect: { district: 'New Boulevard', maxPrice: 80000, currency: 'USD' },
        wishes: ['seaView'],
      },
      {
        say: "white frame only, I'll do my own renovation",
        change: { renovationStatus: 'WhiteFrame' },
        wishes: ['seaView'],
      },
      { say: 'what about Gonio too?', change: { alsoDistricts: ['Gonio'] }, wishes: ['seaView'] },
    ],
  },
  {
    id: 'b9-en-16',
    language: 'en',
    turns: [
      {
        say: 'quiet 2-room near Vake Park, sunny, max 175k',
        expect: { district: 'Vake', minRooms: 2, maxRooms: 2, maxPrice: 175000, currency: 'USD' },
        wishes: ['quiet', 'park', 'sunny'],
      },
    ],
  },
  {
    id: 'b9-en-17',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'Long term rent in Dighomi, central heating is a must, balcony would be nice, 2 rooms, $700 or less',
        expect: {
          district: 'Dighomi',
          heating: 'Central',
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 700,
          currency: 'USD',
        },
        wishes: ['balcony'],
      },
    ],
  },
  {
    id: 'b9-en-18',
    language: 'en',
    turns: [
      {
        say: 'need something cheap-ish in Avchala, under fifty-five thousand, at least 2 rooms, not a khrushchevka',
        expect: { district: 'Avchala', maxPrice: 55000, currency: 'USD', minRooms: 2 },
      },
    ],
  },
  {
    id: 'b9-en-19',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'Renting. Isani or Samgori, 2 rooms, not higher than the 6th floor, up to 1000 GEL',
        expect: {
          district: 'Isani',
          alsoDistricts: ['Samgori'],
          minRooms: 2,
          maxRooms: 2,
          maxFloor: 6,
          maxPrice: 1000,
          currency: 'GEL',
        },
      },
      {
        say: "ok any floor is fine as long as there's an elevator",
        change: { maxFloor: null, hasLift: true },
      },
      { say: 'bump the budget to 1200 lari', change: { maxPrice: 1200 } },
    ],
  },
  {
    id: 'b9-en-20',
    language: 'en',
    city: 'Batumi',
    listingType: 'Rent',
    turns: [
      {
        say: 'Batumi, long-term, 1 room in the Javakhishvili area, furnished, 350 USD max',
        expect: {
          district: 'Javakhishvili',
          minRooms: 1,
          maxRooms: 1,
          isFurnished: true,
          maxPrice: 350,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-en-21',
    language: 'en',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'house for rent in Bagebi, at least 4 bedrooms, 3000-3500 USD per month, with a yard for the kids',
        expect: { district: 'Bagebi', minBedrooms: 4, minPrice: 3000, maxPrice: 3500, currency: 'USD' },
        wishes: ['garden'],
      },
    ],
  },
  {
    id: 'b9-en-22',
    language: 'en',
    turns: [
      {
        say: 'Looking to buy in Chughureti, black frame, from the 5th to the 10th floor, up to $0.1M',
        expect: {
          district: 'Chughureti',
          renovationStatus: 'BlackFrame',
          minFloor: 5,
          maxFloor: 10,
          maxPrice: 100000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-en-23',
    language: 'en',
    turns: [
      {
        say: '3-room in Didube, old building, up to 70k, 5 min to the metro max',
        expect: {
          district: 'Didube',
          minRooms: 3,
          maxRooms: 3,
          buildingStatus: 'Old',
          maxPrice: 70000,
          currency: 'USD',
          maxMetroWalkMinutes: 5,
        },
      },
      { say: 'hmm, a 15 min walk is ok too', change: { maxMetroWalkMinutes: 15 } },
      {
        say: "let's start from scratch: Vake, new build, at least 120 sqm, sold by the developer",
        expect: { district: 'Vake', buildingStatus: 'New', minSize: 120, sellerType: 'Developer' },
      },
    ],
  },
  {
    id: 'b9-en-24',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'apartment to rent in isani, 800 lari is my ceiling, 1 bedroom, no balcony needed',
        expect: { district: 'Isani', maxPrice: 800, currency: 'GEL', minBedrooms: 1, maxBedrooms: 1 },
      },
    ],
  },
  {
    id: 'b9-en-25',
    language: 'en',
    turns: [
      {
        say: 'Ortachala or Krtsanisi, newbuild, 2bd/2ba, budget 160k-190k',
        expect: {
          district: 'Ortachala',
          alsoDistricts: ['Krtsanisi'],
          buildingStatus: 'New',
          minBedrooms: 2,
          maxBedrooms: 2,
          minBathrooms: 2,
          maxBathrooms: 2,
          minPrice: 160000,
          maxPrice: 190000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-en-26',
    language: 'en',
    turns: [
      {
        say: '5th floor or higher in Saburtalo, near Delisi metro, 3 rooms, must have a lift',
        expect: { district: 'Saburtalo', minFloor: 5, minRooms: 3, maxRooms: 3, hasLift: true },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b9-en-27',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Daily rental near Avlabari metro for 4 nights, max 60 USD a night',
        expect: { district: 'Avlabari', maxRentDuration: 4, maxPrice: 60, currency: 'USD' },
        wishes: ['metro'],
      },
      { say: "with AC please, it's August", change: { hasAirConditioning: true }, wishes: ['metro'] },
      {
        say: 'do you also have houses for daily rent?',
        otherScope: { listingType: 'DailyRent', propertyType: 'House' },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b9-en-28',
    language: 'en',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Daily apartment in Batumi, Green Cape, sea view, up to 250 GEL/night, at least 3 nights',
        expect: { district: 'Green Cape', maxPrice: 250, currency: 'GEL', minRentDuration: 3 },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b9-en-29',
    language: 'en',
    turns: [
      {
        say: 'two-bedroom in Vazisubani, bigger than 70m2, not over 62,000$',
        expect: {
          district: 'Vazisubani',
          minBedrooms: 2,
          maxBedrooms: 2,
          minSize: 70,
          maxPrice: 62000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-en-30',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'I want a 3-storey house in Tsavkisi with a mountain view, 500k max',
        expect: {
          district: 'Tsavkisi',
          minNumberOfFloors: 3,
          maxNumberOfFloors: 3,
          maxPrice: 500000,
          currency: 'USD',
        },
        wishes: ['mountainView'],
      },
    ],
  },
  {
    id: 'b9-en-31',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'Renting in Vera, 2 rooms, needs a/c and electric heating, up to 1400 lari',
        expect: {
          district: 'Vera',
          minRooms: 2,
          maxRooms: 2,
          hasAirConditioning: true,
          heating: 'Electric',
          maxPrice: 1400,
          currency: 'GEL',
        },
      },
    ],
  },
  {
    id: 'b9-en-32',
    language: 'en',
    city: 'Batumi',
    turns: [
      {
        say: 'In Batumi: Tamari settlement, 2-room, under 45k, anything but the top floor',
        expect: { district: 'Tamari', minRooms: 2, maxRooms: 2, maxPrice: 45000, currency: 'USD' },
        wishes: ['notLastFloor'],
      },
    ],
  },
  {
    id: 'b9-en-33',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'houses in Lilo up to 120k, 2 bathrooms min',
        expect: { district: 'Lilo', maxPrice: 120000, currency: 'USD', minBathrooms: 2 },
      },
    ],
  },
  {
    id: 'b9-en-34',
    language: 'en',
    turns: [
      {
        say: '3 bedrom appartment in saburtlao, max 230k',
        expect: { district: 'Saburtalo', minBedrooms: 3, maxBedrooms: 3, maxPrice: 230000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b9-en-35',
    language: 'en',
    turns: [
      {
        say: "Quick q: any 2-room flats in Temka under 50k? it's for my daughter, she's a student",
        expect: { district: 'Temka', minRooms: 2, maxRooms: 2, maxPrice: 50000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b9-en-36',
    language: 'en',
    turns: [
      {
        say: "Buying for my parents: ground floor only (mom can't do stairs), 2 rooms, Vashlijvari, ≤ 120k",
        expect: {
          minFloor: 1,
          maxFloor: 1,
          minRooms: 2,
          maxRooms: 2,
          district: 'Vashlijvari',
          maxPrice: 120000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-en-37',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'rent in Varketili, 10 min walk to the metro at most, 1 room, 450 gel max',
        expect: {
          district: 'Varketili',
          maxMetroWalkMinutes: 10,
          minRooms: 1,
          maxRooms: 1,
          maxPrice: 450,
          currency: 'GEL',
        },
      },
    ],
  },
  {
    id: 'b9-en-38',
    language: 'en',
    city: 'Batumi',
    propertyType: 'House',
    turns: [
      {
        say: 'house in Kakhaberi, 2 storeys, 150-200k',
        expect: {
          district: 'Kakhaberi',
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          minPrice: 150000,
          maxPrice: 200000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-en-39',
    language: 'en',
    turns: [
      {
        say: 'flat in Mtatsminda with a view over the whole city, 2 rooms, up to 300k',
        expect: { district: 'Mtatsminda', minRooms: 2, maxRooms: 2, maxPrice: 300000, currency: 'USD' },
        wishes: ['cityView'],
      },
    ],
  },
  {
    id: 'b9-en-40',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'daily rental: Vake, for one week, 2 rooms, max $90 per night',
        expect: {
          district: 'Vake',
          maxRentDuration: 7,
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 90,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-en-41',
    language: 'en',
    turns: [
      {
        say: 'Looking in Navtlughi: 4 rooms, 90+ sqm, 100,000 dollars max, green frame',
        expect: {
          district: 'Navtlughi',
          minRooms: 4,
          maxRooms: 4,
          minSize: 90,
          maxPrice: 100000,
          currency: 'USD',
          renovationStatus: 'GreenFrame',
        },
      },
    ],
  },
  {
    id: 'b9-en-42',
    language: 'en',
    turns: [
      {
        say: "Actually I'm looking to rent, not to buy",
        otherScope: { listingType: 'Rent', propertyType: 'Apartment' },
      },
    ],
  },
  {
    id: 'b9-en-43',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'Long term in Mukhiani or Gldani, 3 rooms, direct from the landlord, max 900 GEL',
        expect: {
          district: 'Mukhiani',
          alsoDistricts: ['Gldani'],
          minRooms: 3,
          maxRooms: 3,
          sellerType: 'Owner',
          maxPrice: 900,
          currency: 'GEL',
        },
      },
    ],
  },
  {
    id: 'b9-en-44',
    language: 'en',
    city: 'Batumi',
    listingType: 'Rent',
    turns: [
      {
        say: 'Batumi monthly rental in Aghmashenebeli, needs a parking spot, 500$ max, ideally with a storage room',
        expect: { district: 'Aghmashenebeli', hasParking: true, maxPrice: 500, currency: 'USD' },
        wishes: ['storage'],
      },
    ],
  },
  {
    id: 'b9-en-45',
    language: 'en',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'house to rent in Zahesi for 1 year min, 3 rooms, $800 tops',
        expect: {
          district: 'Zahesi',
          minRentDuration: 365,
          minRooms: 3,
          maxRooms: 3,
          maxPrice: 800,
          currency: 'USD',
        },
      },
    ],
  },

  // Russian (ru): 60 turns
  {
    id: 'b9-ru-01',
    language: 'ru',
    turns: [
      {
        say: 'Квартира в Ваке, от 90 до 120 квадратов, не первый и не последний этаж, до полумиллиона',
        expect: {
          district: 'Vake',
          minSize: 90,
          maxSize: 120,
          minFloor: 2,
          maxPrice: 500000,
          currency: 'USD',
        },
        wishes: ['notLastFloor'],
      },
    ],
  },
  {
    id: 'b9-ru-02',
    language: 'ru',
    turns: [
      {
        say: 'Без посредников!! Только хозяин. Двушка на Дигомском массиве, до 60к',
        expect: {
          sellerType: 'Owner',
          district: 'Dighomi Massive',
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 60000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-ru-03',
    language: 'ru',
    turns: [
      {
        say: 'Добрый день! Ищем трёшку на Сабуртало или в Ваке, до 200 тыс. долларов, этаж не ниже пятого',
        expect: {
          district: 'Saburtalo',
          alsoDistricts: ['Vake'],
          minRooms: 3,
          maxRooms: 3,
          maxPrice: 200000,
          currency: 'USD',
          minFloor: 5,
        },
      },
      { say: 'Ваке отпадает, там дорого', change: { alsoDistricts: null } },
      { say: 'и давайте на одну комнату меньше', change: { minRooms: 2, maxRooms: 2 } },
    ],
  },
  {
    id: 'b9-ru-04',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Нужна однокомнатная на Сабуртало рядом с метро Делиси, до 1000 лари, на длительный срок',
        expect: { district: 'Saburtalo', minRooms: 1, maxRooms: 1, maxPrice: 1000, currency: 'GEL' },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b9-ru-05',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'Ищу дом в Окрокане или Цавкиси, одноэтажный, с гаражом и садом, до 280 тыс.$',
        expect: {
          district: 'Okrokana',
          alsoDistricts: ['Tsavkisi'],
          minNumberOfFloors: 1,
          maxNumberOfFloors: 1,
          maxPrice: 280000,
          currency: 'USD',
        },
        wishes: ['garage', 'garden'],
      },
    ],
  },
  {
    id: 'b9-ru-06',
    language: 'ru',
    city: 'Batumi',
    turns: [
      {
        say: 'Батуми, квартира в Старом Батуми, 2 комнаты, желательно с видом на море, до 110 000 $',
        expect: { district: 'Old Batumi', minRooms: 2, maxRooms: 2, maxPrice: 110000, currency: 'USD' },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b9-ru-07',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Сниму 1-к в Глдани, до 500 лари, с мебелью и стиралкой',
        expect: {
          district: 'Gldani',
          minRooms: 1,
          maxRooms: 1,
          maxPrice: 500,
          currency: 'GEL',
          isFurnished: true,
        },
      },
      { say: 'у меня кот Барсик 🐈, нужно чтобы с животными пускали', change: { petsAllowed: true } },
      { say: 'Мухиани тоже смотрю', change: { alsoDistricts: ['Mukhiani'] } },
      { say: 'лимит подниму до 600', change: { maxPrice: 600 } },
    ],
  },
  {
    id: 'b9-ru-08',
    language: 'ru',
    turns: [
      {
        say: 'Нужна квартира у озера Лиси: 4 комнаты, 2 санузла, бюджет 250-300 тыс. долл.',
        expect: {
          district: 'Lisi Lake',
          minRooms: 4,
          maxRooms: 4,
          minBathrooms: 2,
          maxBathrooms: 2,
          minPrice: 250000,
          maxPrice: 300000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-ru-09',
    language: 'ru',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Посуточно в Сололаки, 3 ночи, до 150 лари за ночь',
        expect: { district: 'Sololaki', maxRentDuration: 3, maxPrice: 150, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b9-ru-10',
    language: 'ru',
    turns: [
      {
        say: 'Ищу квартиру для сына, 2 комнаты, Глдани, до 45 тыс. Первый взнос 30%, остальное ипотека. Тел. 577 00 11 22',
        expect: { minRooms: 2, maxRooms: 2, district: 'Gldani', maxPrice: 45000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b9-ru-11',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'Дом в Цкнети, двухэтажный, участок соток 8, с камином, до 350к$',
        expect: {
          district: 'Tskneti',
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          maxPrice: 350000,
          currency: 'USD',
        },
        wishes: ['fireplace'],
      },
      { say: 'бассейн тоже хотелось бы', wishes: ['fireplace', 'pool'] },
      { say: 'про камин забудьте, не нужен', wishes: ['pool'] },
    ],
  },
  {
    id: 'b9-ru-12',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Снимем 3-комн. кв. в Ваке, обязательно паркинг, центральное отопление, до 2000 долл.',
        expect: {
          district: 'Vake',
          minRooms: 3,
          maxRooms: 3,
          hasParking: true,
          heating: 'Central',
          maxPrice: 2000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-ru-13',
    language: 'ru',
    city: 'Batumi',
    propertyType: 'House',
    turns: [
      {
        say: 'Частный дом в Гонио, с видом на море и бассейном, до 400 тысяч долларов',
        expect: { district: 'Gonio', maxPrice: 400000, currency: 'USD' },
        wishes: ['seaView', 'pool'],
      },
    ],
  },
  {
    id: 'b9-ru-14',
    language: 'ru',
    turns: [
      {
        say: 'Новостройка в Надзаладеви, белый каркас, от 60 м², до 55 тыс $',
        expect: {
          district: 'Nadzaladevi',
          buildingStatus: 'New',
          renovationStatus: 'WhiteFrame',
          minSize: 60,
          maxPrice: 55000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-ru-15',
    language: 'ru',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Батуми, посуточно, Новый бульвар, вид на море, до 70$ в сутки',
        expect: { district: 'New Boulevard', maxPrice: 70, currency: 'USD' },
        wishes: ['seaView'],
      },
      { say: 'на 10 суток, нас двое + ребёнок', change: { maxRentDuration: 10 }, wishes: ['seaView'] },
      { say: 'и обязательно кондиционер', change: { hasAirConditioning: true }, wishes: ['seaView'] },
      {
        say: 'хотя нет, 10 суток многовато, давайте на неделю',
        change: { maxRentDuration: 7 },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b9-ru-16',
    language: 'ru',
    turns: [
      {
        say: 'Сабуртало, евроремонт, не дальше 5 минут пешком от метро, до 150к',
        expect: {
          district: 'Saburtalo',
          renovationStatus: 'NewRenovated',
          maxMetroWalkMinutes: 5,
          maxPrice: 150000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-ru-17',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Снять квартиру в Авлабари минимум на полгода, 2 комнаты, до 900 лари, без мебели',
        expect: {
          district: 'Avlabari',
          minRentDuration: 180,
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 900,
          currency: 'GEL',
          isFurnished: false,
        },
      },
    ],
  },
  {
    id: 'b9-ru-18',
    language: 'ru',
    turns: [
      {
        say: 'Ищу трёхкомнатную в Навтлуги, этаж до четвёртого включительно, до 70 тысяч',
        expect: {
          district: 'Navtlughi',
          maxFloor: 4,
          minRooms: 3,
          maxRooms: 3,
          maxPrice: 70000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-ru-19',
    language: 'ru',
    turns: [
      {
        say: 'Двушка возле станции Исани, до 75 тысяч',
        expect: { district: 'Isani', minRooms: 2, maxRooms: 2, maxPrice: 75000, currency: 'USD' },
        wishes: ['metro'],
      },
      {
        say: 'ну и максимум 10 минут пешком до метро',
        change: { maxMetroWalkMinutes: 10 },
        wishes: ['metro'],
      },
      { say: 'уменьшим бюджет на пять тысяч', change: { maxPrice: 70000 }, wishes: ['metro'] },
    ],
  },
  {
    id: 'b9-ru-20',
    language: 'ru',
    city: 'Batumi',
    listingType: 'Rent',
    turns: [
      {
        say: 'Аренда на длительный срок, Химшиашвили или Багратиони, 2 спальни, 600$ макс',
        expect: {
          district: 'Khimshiashvili',
          alsoDistricts: ['Bagrationi'],
          minBedrooms: 2,
          maxBedrooms: 2,
          maxPrice: 600,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-ru-21',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'Дом в Вашлиджвари, три спальни, от 150 кв.м, до 450 тыс. долларов, гараж желательно',
        expect: {
          district: 'Vashlijvari',
          minBedrooms: 3,
          maxBedrooms: 3,
          minSize: 150,
          maxPrice: 450000,
          currency: 'USD',
        },
        wishes: ['garage'],
      },
    ],
  },
  {
    id: 'b9-ru-22',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Аренда у станции Марджанишвили, 2 комнаты, кондиционер обязательно, до 1200 лари',
        expect: {
          district: 'Chughureti',
          minRooms: 2,
          maxRooms: 2,
          hasAirConditioning: true,
          maxPrice: 1200,
          currency: 'GEL',
        },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b9-ru-23',
    language: 'ru',
    turns: [
      {
        say: 'квартира в Варкетилли, 2 комн, до тридцати пяти тысяч',
        expect: { district: 'Varketili', minRooms: 2, maxRooms: 2, maxPrice: 35000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b9-ru-24',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Аренда, Ваке, 2 спальни, до 1500$, с балконом и лифтом',
        expect: {
          district: 'Vake',
          minBedrooms: 2,
          maxBedrooms: 2,
          maxPrice: 1500,
          currency: 'USD',
          hasBalcony: true,
          hasLift: true,
        },
      },
      { say: 'без лифта тоже можно', change: { hasLift: null } },
      {
        say: 'Давайте по-новой: Вера, однушка, до 800 долларов, от собственника',
        expect: {
          district: 'Vera',
          minRooms: 1,
          maxRooms: 1,
          maxPrice: 800,
          currency: 'USD',
          sellerType: 'Owner',
        },
      },
    ],
  },
  {
    id: 'b9-ru-25',
    language: 'ru',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Посуточно, Махинджаури, от 5 суток, до 100 лари/сутки, с балконом',
        expect: {
          district: 'Makhinjauri',
          minRentDuration: 5,
          maxPrice: 100,
          currency: 'GEL',
          hasBalcony: true,
        },
      },
    ],
  },
  {
    id: 'b9-ru-26',
    language: 'ru',
    turns: [
      {
        say: 'Тихая квартира на Вере, окна во двор, солнечная, 2 комнаты, до 140 тыс. $',
        expect: { district: 'Vera', minRooms: 2, maxRooms: 2, maxPrice: 140000, currency: 'USD' },
        wishes: ['quiet', 'sunny'],
      },
    ],
  },
  {
    id: 'b9-ru-27',
    language: 'ru',
    turns: [
      {
        say: 'От застройщика, в строящемся доме, Диди Дигоми, 1-комн., до 40 тыс.',
        expect: {
          sellerType: 'Developer',
          buildingStatus: 'Ongoing',
          district: 'Didi Dighomi',
          minRooms: 1,
          maxRooms: 1,
          maxPrice: 40000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-ru-28',
    language: 'ru',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'Переезжаем из Москвы в июне. Снимем дом в Дигоми минимум на год, 3 спальни, до 2500 $, у нас собака',
        expect: {
          district: 'Dighomi',
          minRentDuration: 365,
          minBedrooms: 3,
          maxBedrooms: 3,
          maxPrice: 2500,
          currency: 'USD',
          petsAllowed: true,
        },
      },
    ],
  },
  {
    id: 'b9-ru-29',
    language: 'ru',
    city: 'Batumi',
    turns: [
      {
        say: 'Ищу в Батуми квартиру в районе Аэропорта, черный каркас, до 35к$, от 40 м²',
        expect: {
          district: 'Airport',
          renovationStatus: 'BlackFrame',
          maxPrice: 35000,
          currency: 'USD',
          minSize: 40,
        },
      },
    ],
  },
  {
    id: 'b9-ru-30',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Сниму в Ортачале или Крцаниси, 2 комнаты, отопление от своего котла, до 1100 лари',
        expect: {
          district: 'Ortachala',
          alsoDistricts: ['Krtsanisi'],
          minRooms: 2,
          maxRooms: 2,
          heating: 'IndividualGasBoiler',
          maxPrice: 1100,
          currency: 'GEL',
        },
      },
    ],
  },
  {
    id: 'b9-ru-31',
    language: 'ru',
    turns: [
      {
        say: 'ищу 2-к кв на Saburtalo до 95k',
        expect: { district: 'Saburtalo', minRooms: 2, maxRooms: 2, maxPrice: 95000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b9-ru-32',
    language: 'ru',
    turns: [
      {
        say: 'Ищу недорогую 3-комн. в хруще, Дидубе, до 68 000',
        expect: {
          district: 'Didube',
          buildingStatus: 'Old',
          minRooms: 3,
          maxRooms: 3,
          maxPrice: 68000,
          currency: 'USD',
        },
      },
      {
        say: 'а частные дома в аренду у вас есть?',
        otherScope: { listingType: 'Rent', propertyType: 'House' },
      },
    ],
  },
  {
    id: 'b9-ru-33',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'дом 3-этажный в Крцаниси, до 600к, вид на город',
        expect: {
          district: 'Krtsanisi',
          minNumberOfFloors: 3,
          maxNumberOfFloors: 3,
          maxPrice: 600000,
          currency: 'USD',
        },
        wishes: ['cityView'],
      },
    ],
  },
  {
    id: 'b9-ru-34',
    language: 'ru',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Посуточно возле парка Ваке, на двое суток, до 200 лари',
        expect: { district: 'Vake', maxRentDuration: 2, maxPrice: 200, currency: 'GEL' },
        wishes: ['park'],
      },
    ],
  },
  {
    id: 'b9-ru-35',
    language: 'ru',
    turns: [
      {
        say: 'Квартира на Мтацминде, этаж от 3 до 8, 2 спальни, 70-85 кв.м, до 130 000 долларов',
        expect: {
          district: 'Mtatsminda',
          minFloor: 3,
          maxFloor: 8,
          minBedrooms: 2,
          maxBedrooms: 2,
          minSize: 70,
          maxSize: 85,
          maxPrice: 130000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-ru-36',
    language: 'ru',
    city: 'Batumi',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'дом в аренду в Тамари, от 6 месяцев, до 1500 лари',
        expect: { district: 'Tamari', minRentDuration: 180, maxPrice: 1500, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b9-ru-37',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'аренда Самгори, 10 минут пешком до метро макс, 2 ком, до 700 лари, без агентов пожалуйста',
        expect: {
          district: 'Samgori',
          maxMetroWalkMinutes: 10,
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 700,
          currency: 'GEL',
          sellerType: 'Owner',
        },
      },
    ],
  },
  {
    id: 'b9-ru-38',
    language: 'ru',
    turns: [
      {
        say: 'Квартира в старом фонде в Сололаки, потолки 4 м, до 220 тыс.',
        expect: { district: 'Sololaki', buildingStatus: 'Old', maxPrice: 220000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b9-ru-39',
    language: 'ru',
    turns: [
      {
        say: 'на высоком этаже, с видом на горы, плато Нуцубидзе, 3 комнаты, до 170к',
        expect: {
          district: 'Nutsubidze Plateau',
          minRooms: 3,
          maxRooms: 3,
          maxPrice: 170000,
          currency: 'USD',
        },
        wishes: ['highFloor', 'mountainView'],
      },
    ],
  },
  {
    id: 'b9-ru-40',
    language: 'ru',
    turns: [
      {
        say: 'Багеби, 4 комнаты, от 200 до 250 тыс. $, с мебелью',
        expect: {
          district: 'Bagebi',
          minRooms: 4,
          maxRooms: 4,
          minPrice: 200000,
          maxPrice: 250000,
          currency: 'USD',
          isFurnished: true,
        },
      },
    ],
  },
  {
    id: 'b9-ru-41',
    language: 'ru',
    turns: [
      {
        say: 'Ваке, 5 комнат, до миллиона двухсот тысяч долларов',
        expect: { district: 'Vake', minRooms: 5, maxRooms: 5, maxPrice: 1200000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b9-ru-42',
    language: 'ru',
    city: 'Batumi',
    turns: [
      {
        say: 'Руставели, с лифтом и парковкой, 2 комнаты, до 85 тыс. $',
        expect: {
          district: 'Rustaveli',
          hasLift: true,
          hasParking: true,
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 85000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b9-ru-43',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'Дом в Коджори с видом на горы и камином, двухэтажный, до 200 тысяч',
        expect: {
          district: 'Kojori',
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          maxPrice: 200000,
          currency: 'USD',
        },
        wishes: ['mountainView', 'fireplace'],
      },
    ],
  },
  {
    id: 'b9-ru-44',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Сниму однушку в Вазисубани, у меня две кошки (Муся и Зефир), до 550 лари',
        expect: {
          district: 'Vazisubani',
          minRooms: 1,
          maxRooms: 1,
          petsAllowed: true,
          maxPrice: 550,
          currency: 'GEL',
        },
      },
    ],
  },
  {
    id: 'b9-ru-45',
    language: 'ru',
    turns: [
      {
        say: 'Двухкомнатная на Темке, кроме первого этажа, до 42 тыс. долл.',
        expect: {
          district: 'Temka',
          minRooms: 2,
          maxRooms: 2,
          minFloor: 2,
          maxPrice: 42000,
          currency: 'USD',
        },
      },
    ],
  },
];
