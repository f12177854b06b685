/// The valid and invalid formats every parser change is checked against.
///
/// Valid entries: `> format`, an optional `options: a, b` line, then one
/// `= constraint` line per expected constraint, in Apple's order.
/// Invalid entries: `> format`, optional options, then a caret line drawn
/// under the format (`^` in the column of the fault) followed by the message.
/// Views and metrics are `CorpusNames`.
enum CorpusNames {
    static let views = [
        "a", "b", "c", "d", "button", "textField", "purpleBox", "topField", "bottomField",
        "maroonView", "blueView", "button1", "button2", "flexibleButton", "find", "findNext",
        "findField", "box", "label", "imageView", "view1", "view2",
    ]
    static let metrics: [String: Double] = [
        "inset": 5, "padding": 10, "gap": 12.5, "high": 750, "low": 250, "w": 100,
        "zero": 0, "negative": -4, "big": 1000,
    ]
}

enum VisualFormatCorpus {
    static let valid = #"""
> [a]

> |[a]|
= a.leading == superview.leading * 1 + 0 @1000
= superview.trailing == a.trailing * 1 + 0 @1000

> |-[a]-|
= a.leading == superview.leading * 1 + 20 @1000
= superview.trailing == a.trailing * 1 + 20 @1000

> H:|-[a]-|
= a.leading == superview.leading + 20
= superview.trailing == a.trailing + 20

> V:|-[a]-|
= a.top == superview.top + 20
= superview.bottom == a.bottom + 20

> V:|[a]|
= a.top == superview.top
= superview.bottom == a.bottom

> [a]-[b]
= b.leading == a.trailing * 1 + 8 @1000

> [a][b]
= b.leading == a.trailing

> [a]-0-[b]
= b.leading == a.trailing

> [a]-12-[b]
= b.leading == a.trailing + 12

> [a]-12.5-[b]
= b.leading == a.trailing + 12.5

> [a]-0.5-[b]
= b.leading == a.trailing + 0.5

> |[a]|
options: alignAllLeft
= a.leading == superview.leading
= superview.trailing == a.trailing

> H:|-[a]
options: alignAllLeading
= a.leading == superview.leading + 20

> [a]-1e2-[b]
= b.leading == a.trailing + 100

> [a]-(-8)-[b]
= b.leading == a.trailing * 1 - 8 @1000

> [a]-(==-8)-[b]
= b.leading == a.trailing - 8

> [a]-(>=8)-[b]
= b.leading >= a.trailing + 8

> [a]-(<=8)-[b]
= b.leading <= a.trailing + 8

> [a]->=8-[b]
= b.leading >= a.trailing + 8

> [a]-<=8-[b]
= b.leading <= a.trailing + 8

> [a]-==8-[b]
= b.leading == a.trailing + 8

> [a]-8@500-[b]
= b.leading == a.trailing * 1 + 8 @500

> [a]->=0-[b]
= b.leading >= a.trailing

> [a]->=0@250-[b]
= b.leading >= a.trailing @250

> [a]-(>=8,<=20)-[b]
= b.leading >= a.trailing + 8
= b.leading <= a.trailing + 20

> [a]-(>=8@750,<=20@250)-[b]
= b.leading >= a.trailing + 8 @750
= b.leading <= a.trailing + 20 @250

> [a]-inset-[b]
= b.leading == a.trailing + 5

> [a]-(inset)-[b]
= b.leading == a.trailing + 5

> [a]-(>=inset@high)-[b]
= b.leading >= a.trailing + 5 @750

> [a]-inset@low-[b]
= b.leading == a.trailing + 5 @250

> [a]-negative-[b]
= b.leading == a.trailing - 4

> [a]-(8@required)-[b]
= b.leading == a.trailing + 8

> [a]-(8@defaultHigh)-[b]
= b.leading == a.trailing + 8 @750

> [a]-(8@fittingSizeLevel)-[b]
= b.leading == a.trailing + 8 @50

> |-inset-[a]-inset-|
= a.leading == superview.leading + 5
= superview.trailing == a.trailing + 5

> |-(>=inset)-[a]-(>=inset)-|
= a.leading >= superview.leading + 5
= superview.trailing >= a.trailing + 5

> |->=20-[a]->=20-|
= a.leading >= superview.leading + 20
= superview.trailing >= a.trailing + 20

> |-0-[a]-0-|
= a.leading == superview.leading
= superview.trailing == a.trailing

> |-(-20)-[a]-(-20)-|
= a.leading == superview.leading - 20
= superview.trailing == a.trailing - 20

> [a]-|
= superview.trailing == a.trailing + 20

> |-[a]
= a.leading == superview.leading + 20

> [a]|
= superview.trailing == a.trailing

> |[a]
= a.leading == superview.leading

> [a(50)]
= a.width == 50 @1000

> [a(==50)]
= a.width == 50

> [a(>=50)]
= a.width >= 50

> [a(<=50)]
= a.width <= 50

> [a(50@500)]
= a.width == 50 @500

> [a(>=50@500,<=100)]
= a.width >= 50 @500
= a.width <= 100

> [a(==b)]
= a.width == b.width * 1 + 0 @1000

> [a(>=b@250)]
= a.width >= b.width @250

> [a(==a)]
= a.width == a.width

> [a(w)]
= a.width == 100

> [a(>=w@low)]
= a.width >= 100 @250

> [a(-5)]
= a.width == -5

> [a(==-5)]
= a.width == -5

> [a(+5)]
= a.width == 5

> [a(0.25)]
= a.width == 0.25

> [a(2.5e1)]
= a.width == 25

> V:[a(50)]
= a.height == 50

> V:[a(==b)]
= a.height == b.height

> V:[a]-[b]
= b.top == a.bottom + 8

> V:[a][b]
= b.top == a.bottom

> V:[a]-(>=8)-[b]-|
= b.top >= a.bottom + 8
= superview.bottom == b.bottom + 20

> V:|-[a(50)]-[b(==a)]-|
= a.top == superview.top + 20
= a.height == 50
= b.top == a.bottom + 8
= b.height == a.height
= superview.bottom == b.bottom + 20

> |-[a(50)]-[b(==a)]-|
= a.leading == superview.leading + 20
= a.width == 50
= b.leading == a.trailing + 8
= b.width == a.width
= superview.trailing == b.trailing + 20

> |-[a]-[b]-[c]-|
= a.leading == superview.leading + 20
= b.leading == a.trailing + 8
= c.leading == b.trailing + 8
= superview.trailing == c.trailing + 20

> [a]-[b]-[c]-[d]
= b.leading == a.trailing + 8
= c.leading == b.trailing + 8
= d.leading == c.trailing + 8

> [a][b][c]
= b.leading == a.trailing
= c.leading == b.trailing

> |[a][b][c]|
= a.leading == superview.leading
= b.leading == a.trailing
= c.leading == b.trailing
= superview.trailing == c.trailing

> |-[find]-[findNext]-[findField(>=20)]-|
= find.leading == superview.leading + 20
= findNext.leading == find.trailing + 8
= findField.leading == findNext.trailing + 8
= findField.width >= 20
= superview.trailing == findField.trailing + 20

> [button]-[textField]
= textField.leading == button.trailing * 1 + 8 @1000

> [button(>=50)]
= button.width >= 50

> |-50-[purpleBox]-50-|
= purpleBox.leading == superview.leading + 50
= superview.trailing == purpleBox.trailing + 50

> V:[topField]-10-[bottomField]
= bottomField.top == topField.bottom + 10

> [maroonView][blueView]
= blueView.leading == maroonView.trailing

> [button(100@20)]
= button.width == 100 @20

> [button1(==button2)]
= button1.width == button2.width

> [flexibleButton(>=70,<=100)]
= flexibleButton.width >= 70
= flexibleButton.width <= 100

> [a]-[a]
= a.leading == a.trailing + 8

> |-[a]-[b]-[a]-|
= a.leading == superview.leading + 20
= b.leading == a.trailing + 8
= a.leading == b.trailing + 8
= superview.trailing == a.trailing + 20

> [a(50)]-[a(60)]
= a.width == 50
= a.leading == a.trailing + 8
= a.width == 60

>  H : | - [ a ] - | 
= a.leading == superview.leading + 20
= superview.trailing == a.trailing + 20

> [ a ( >= 50 @ 500 , <= b ) ]
= a.width >= 50 @500
= a.width <= b.width

> [a] - 8 - [b]
= b.leading == a.trailing + 8

> [a] - ( >= 8 ) - [b]
= b.leading >= a.trailing + 8

> |-[a]-[b]-|
options: alignAllTop
= a.leading == superview.leading + 20
= b.leading == a.trailing + 8
= superview.trailing == b.trailing + 20
= a.top == b.top * 1 + 0 @1000

> [a]-[b]-[c]
options: alignAllCenterY
= b.leading == a.trailing + 8
= c.leading == b.trailing + 8
= a.centerY == b.centerY
= b.centerY == c.centerY

> [a][b][c]
options: alignAllTop, alignAllBottom
= b.leading == a.trailing
= c.leading == b.trailing
= a.top == b.top
= a.bottom == b.bottom
= b.top == c.top
= b.bottom == c.bottom

> [a]-[b]
options: alignAllBaseline
= b.leading == a.trailing + 8
= a.lastBaseline == b.lastBaseline

> [a]-[b]
options: alignAllLastBaseline
= b.leading == a.trailing + 8
= a.lastBaseline == b.lastBaseline

> [a]-[b]
options: alignAllFirstBaseline
= b.leading == a.trailing + 8
= a.firstBaseline == b.firstBaseline

> [a]-[b]
options: alignAllBottom, alignAllTop
= b.leading == a.trailing + 8
= a.top == b.top
= a.bottom == b.bottom

> V:[a]-[b]
options: alignAllLeading
= b.top == a.bottom + 8
= a.leading == b.leading

> V:[a]-[b]
options: alignAllLeft, alignAllRight
= b.top == a.bottom + 8
= a.left == b.left
= a.right == b.right

> V:[a]-[b]
options: alignAllCenterX, alignAllTrailing
= b.top == a.bottom + 8
= a.trailing == b.trailing
= a.centerX == b.centerX

> [a]
options: alignAllTop

> |-[a]-[b]-|
options: directionLeftToRight
= a.left == superview.left + 20
= b.left == a.right + 8
= superview.right == b.right + 20

> |-[a]-[b]-|
options: directionRightToLeft
= superview.right == a.right + 20
= a.left == b.right + 8
= b.left == superview.left + 20

> |-[a]-[b]-|
options: directionLeadingToTrailing
= a.leading == superview.leading + 20
= b.leading == a.trailing + 8
= superview.trailing == b.trailing + 20

> [a]-(>=8@500)-[b]
options: directionRightToLeft
= a.left >= b.right + 8 @500

> [a(50)]
options: directionRightToLeft
= a.width == 50

> V:|-[a]-[b]-|
options: directionRightToLeft
= a.top == superview.top + 20
= b.top == a.bottom + 8
= superview.bottom == b.bottom + 20

> V:[a]-[b]
options: spacingBaselineToBaseline
= b.firstBaseline == a.lastBaseline + 8

> V:|-[a]-[b]-|
options: spacingBaselineToBaseline
= a.top == superview.top + 20
= b.firstBaseline == a.lastBaseline + 8
= superview.bottom == b.bottom + 20

> V:[a]-20-[b]
options: spacingBaselineToBaseline, alignAllLeading
= b.firstBaseline == a.lastBaseline + 20
= a.leading == b.leading

> [a]-[b]
options: spacingEdgeToEdge
= b.leading == a.trailing + 8

> |-[a]-[b]-|
options: directionLeftToRight, alignAllTop
= a.left == superview.left + 20
= b.left == a.right + 8
= superview.right == b.right + 20
= a.top == b.top

> [a]-(8,<=20@low)-[b]
= b.leading == a.trailing + 8
= b.leading <= a.trailing + 20 @250

> |-(inset,>=0@low)-[a]
= a.leading == superview.leading + 5
= a.leading >= superview.leading @250

> [a(==b,>=50@high,<=w)]
= a.width == b.width
= a.width >= 50 @750
= a.width <= 100

> V:|-padding-[label]-(>=padding)-[imageView(==label@low)]|
= label.top == superview.top + 10
= imageView.top >= label.bottom + 10
= imageView.height == label.height @250
= superview.bottom == imageView.bottom

> H:|-(padding)-[view1]-(gap)-[view2(==view1)]-(padding)-|
= view1.leading == superview.leading + 10
= view2.leading == view1.trailing + 12.5
= view2.width == view1.width
= superview.trailing == view2.trailing + 10

> [a]-zero-[b]
= b.leading == a.trailing

> [a]-(big)-[b]
= b.leading == a.trailing + 1000

> [a(<=big@big)]
= a.width <= 1000

> [a]-8@1-[b]
= b.leading == a.trailing + 8 @1

> [a]-(8@999.5)-[b]
= b.leading == a.trailing + 8 @999.5

> [a]-(-0.5)-[b]
= b.leading == a.trailing - 0.5

> [box]-20-|
= superview.trailing == box.trailing * 1 + 20 @1000

> |-20-[a]
= a.leading == superview.leading * 1 + 20 @1000

> V:|-[label]-[imageView]-(>=0)-|
options: alignAllCenterX
= label.top == superview.top + 20
= imageView.top == label.bottom + 8
= superview.bottom >= imageView.bottom
= label.centerX == imageView.centerX

> |-[a(>=50)]-(>=8)-[b(a)]-|
= a.leading == superview.leading + 20
= a.width >= 50
= b.leading >= a.trailing + 8
= b.width == a.width
= superview.trailing == b.trailing + 20
"""#
}
